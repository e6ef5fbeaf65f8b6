import type { Readable } from 'node:stream';
import type {
  AvatarReply,
  BillingCycle,
  BillingCycleReply,
  CategoryStatusReply,
  ChangePasswordBody,
  LoginBody,
  MessageReply,
  Preferences,
  PreferencesReply,
  ProfileReply,
  RegisterBody,
  SessionReply,
  UpdateCategoryBody,
  UpdateProfileBody,
  UpdateProfileReply,
  UserCountReply,
  UserReply,
} from '@academy/contracts';
import type { FastifyRequest } from 'fastify';
import { createServiceClient } from './http.ts';

/** One function per call the BFF makes to the auth service. */
export const createAuthClient = (baseUrl: string) => {
  const { call, send } = createServiceClient('auth', baseUrl);
  return {
    register: (body: RegisterBody, from: FastifyRequest) =>
      call<UserReply>({ method: 'POST', path: '/users', json: body, from }),
    login: (body: LoginBody, from: FastifyRequest) =>
      call<SessionReply>({ method: 'POST', path: '/sessions', json: body, from }),
    refresh: (refreshToken: string, from: FastifyRequest) =>
      call<SessionReply>({ method: 'POST', path: '/sessions/refresh', json: { refreshToken }, from }),
    revoke: (refreshToken: string, from: FastifyRequest) =>
      send({ method: 'POST', path: '/sessions/revoke', json: { refreshToken }, from }),
    me: (from: FastifyRequest) => call<UserReply>({ path: '/users/me', from }),
    profile: (userId: string, from: FastifyRequest) =>
      call<ProfileReply>({ path: `/users/${userId}/profile`, from }),
    updateProfile: (userId: string, body: UpdateProfileBody, from: FastifyRequest) =>
      call<UpdateProfileReply>({
        method: 'PATCH',
        path: `/users/${userId}/profile`,
        json: body,
        from,
      }),
    changePassword: (userId: string, body: ChangePasswordBody, from: FastifyRequest) =>
      call<MessageReply>({ method: 'PUT', path: `/users/${userId}/password`, json: body, from }),
    categoryStatus: (userId: string, from: FastifyRequest) =>
      call<CategoryStatusReply>({ path: `/users/${userId}/category`, from }),
    updateCategory: (userId: string, body: UpdateCategoryBody, from: FastifyRequest) =>
      call<CategoryStatusReply>({ method: 'PUT', path: `/users/${userId}/category`, json: body, from }),
    dismissCategoryPrompt: (userId: string, from: FastifyRequest) =>
      call<CategoryStatusReply>({ method: 'PUT', path: `/users/${userId}/category/prompt-dismissal`, from }),
    updateBillingCycle: (userId: string, billingCycle: BillingCycle, from: FastifyRequest) =>
      call<BillingCycleReply>({
        method: 'PUT',
        path: `/users/${userId}/billing-cycle`,
        json: { billingCycle },
        from,
      }),
    preferences: (userId: string, from: FastifyRequest) =>
      call<PreferencesReply>({ path: `/users/${userId}/preferences`, from }),
    savePreferences: (userId: string, preferences: Preferences, from: FastifyRequest) =>
      call<PreferencesReply>({
        method: 'PUT',
        path: `/users/${userId}/preferences`,
        json: preferences,
        from,
      }),
    uploadAvatar: (userId: string, body: Readable, from: FastifyRequest) =>
      call<AvatarReply>({
        method: 'PUT',
        path: `/users/${userId}/avatar`,
        stream: { body, contentType: 'application/octet-stream' },
        from,
      }),
    /** The avatar image itself, streamed back unchanged. */
    avatar: (path: string) => send({ path: `/avatars/${path}` }),
    requestPasswordReset: (email: string, from: FastifyRequest) =>
      call<MessageReply>({ method: 'POST', path: '/password-resets', json: { email }, from }),
    resetPassword: (token: string, password: string, from: FastifyRequest) =>
      call<MessageReply>({
        method: 'POST',
        path: `/password-resets/${encodeURIComponent(token)}`,
        json: { password },
        from,
      }),
    userStats: (from: FastifyRequest) => call<UserCountReply>({ path: '/stats/users', from }),
  };
};

export type AuthClient = ReturnType<typeof createAuthClient>;
