import type {
  ChangePasswordBody,
  LoginBody,
  LoginReply,
  MessageReply,
  RegisterBody,
  RegisterReply,
  ResetBody,
  ResetRequestBody,
  UserReply,
} from '@academy/contracts';
import { bffApi } from '../../api/bffApi.ts';
import { loggedIn } from './authSlice.ts';

export const authApi = bffApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<RegisterReply, RegisterBody>({
      query: (body) => ({ url: 'user/register', method: 'POST', body }),
      extraOptions: { unauthorized: 'passThrough' },
    }),
    login: build.mutation<LoginReply, LoginBody>({
      query: (body) => ({ url: 'user/login', method: 'POST', body }),
      extraOptions: { unauthorized: 'passThrough' },
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) {
          // A previous user's cached profile must not leak into this session.
          dispatch(bffApi.util.resetApiState());
          dispatch(loggedIn(data.user));
        }
      },
    }),
    logout: build.mutation<MessageReply, void>({
      query: () => ({ url: 'user/logout', method: 'POST' }),
      extraOptions: { unauthorized: 'refreshOnly' },
    }),
    refresh: build.mutation<LoginReply, void>({
      query: () => ({ url: 'user/refresh', method: 'POST' }),
      extraOptions: { unauthorized: 'passThrough' },
    }),
    me: build.query<UserReply, void>({
      query: () => 'user/me',
      extraOptions: { unauthorized: 'refreshOnly' },
    }),
    changePassword: build.mutation<MessageReply, ChangePasswordBody>({
      query: (body) => ({ url: 'user/change-password', method: 'POST', body }),
    }),
    requestPasswordReset: build.mutation<MessageReply, ResetRequestBody>({
      query: (body) => ({ url: 'user/reset', method: 'POST', body }),
      extraOptions: { unauthorized: 'passThrough' },
    }),
    resetPassword: build.mutation<MessageReply, ResetBody & { resetToken: string }>({
      query: ({ resetToken, ...body }) => ({
        url: `user/reset/${encodeURIComponent(resetToken)}`,
        method: 'POST',
        body,
      }),
      extraOptions: { unauthorized: 'passThrough' },
    }),
    /** Opens the link mailed to a new address; no login needed. */
    confirmEmailChange: build.mutation<MessageReply, { token: string }>({
      query: ({ token }) => ({ url: `user/confirm-email/${encodeURIComponent(token)}`, method: 'POST' }),
      extraOptions: { unauthorized: 'passThrough' },
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const {
  useRegisterMutation,
  useLoginMutation,
  useLogoutMutation,
  useChangePasswordMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useConfirmEmailChangeMutation,
} = authApi;
