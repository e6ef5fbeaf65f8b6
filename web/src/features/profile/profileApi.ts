import type {
  AvatarReply,
  ChangePasswordBody,
  MessageReply,
  ProfileReply,
  UpdateProfileBody,
  UpdateProfileReply,
} from '@academy/contracts';
import { bffApi } from '../../api/bffApi.ts';
import { bodyMutation, fixedPathQuery, onReply } from '../../api/endpoint-shapes.ts';
import { userUpdated } from '../auth/authSlice.ts';

export const profileApi = bffApi.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<ProfileReply, void>(fixedPathQuery('userProfile/profile', 'Profile')),
    updateProfile: build.mutation<UpdateProfileReply, UpdateProfileBody>({
      ...bodyMutation('PUT', 'userProfile/updateprofile', 'Subscription'),
      onQueryStarted: onReply(({ user }, dispatch) => {
        // The reply is the saved profile: show it at once instead of fetching it again.
        dispatch(profileApi.util.upsertQueryData('profile', undefined, { user }));
        dispatch(userUpdated({ fullName: user.fullName, email: user.email }));
      }),
    }),
    changeProfilePassword: build.mutation<MessageReply, ChangePasswordBody>(
      bodyMutation('PUT', 'userProfile/change-password'),
    ),
    uploadAvatar: build.mutation<AvatarReply, File>({
      query: (file) => {
        const body = new FormData();
        body.append('avatar', file);
        return { url: 'userProfile/avatar', method: 'PUT', body };
      },
      invalidatesTags: ['Profile'],
      onQueryStarted: onReply(({ avatarUrl }, dispatch) => {
        dispatch(userUpdated({ avatarUrl }));
      }),
    }),
  }),
});

export const {
  useProfileQuery,
  useUpdateProfileMutation,
  useChangeProfilePasswordMutation,
  useUploadAvatarMutation,
} = profileApi;
