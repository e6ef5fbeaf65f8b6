import type {
  AvatarReply,
  ChangePasswordBody,
  MessageReply,
  ProfileReply,
  UpdateProfileBody,
  UpdateProfileReply,
} from '@academy/contracts';
import { bffApi } from '../../api/bffApi.ts';
import { userUpdated } from '../auth/authSlice.ts';

export const profileApi = bffApi.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<ProfileReply, void>({
      query: () => 'userProfile/profile',
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<UpdateProfileReply, UpdateProfileBody>({
      query: (body) => ({ url: 'userProfile/updateprofile', method: 'PUT', body }),
      invalidatesTags: ['Subscription'],
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const reply = await queryFulfilled.catch(() => undefined);
        if (!reply) return;
        const { user } = reply.data;
        // The reply is the saved profile: show it at once instead of fetching it again.
        dispatch(profileApi.util.upsertQueryData('profile', undefined, { user }));
        dispatch(userUpdated({ fullName: user.fullName, email: user.email }));
      },
    }),
    changeProfilePassword: build.mutation<MessageReply, ChangePasswordBody>({
      query: (body) => ({ url: 'userProfile/change-password', method: 'PUT', body }),
    }),
    uploadAvatar: build.mutation<AvatarReply, File>({
      query: (file) => {
        const body = new FormData();
        body.append('avatar', file);
        return { url: 'userProfile/avatar', method: 'PUT', body };
      },
      invalidatesTags: ['Profile'],
      async onQueryStarted(_file, { dispatch, queryFulfilled }) {
        const reply = await queryFulfilled.catch(() => undefined);
        if (reply) dispatch(userUpdated({ avatarUrl: reply.data.avatarUrl }));
      },
    }),
  }),
});

export const {
  useProfileQuery,
  useUpdateProfileMutation,
  useChangeProfilePasswordMutation,
  useUploadAvatarMutation,
} = profileApi;
