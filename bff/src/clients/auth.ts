import type { Readable } from 'node:stream';
import type * as http from '@academy/contracts/http';
import type { FastifyRequest } from 'fastify';
import { createServiceClient } from './http.ts';
import { queryString } from './query-string.ts';

/** One function per call the BFF makes to the auth service. */
export const createAuthClient = (baseUrl: string) => {
  const { call, get, json, send } = createServiceClient('auth', baseUrl);
  const user = (userId: string) => `/users/${userId}`;
  return {
    register: (body: http.RegisterBody, from: FastifyRequest) =>
      json<http.UserReply>('POST', '/users', from, body),
    login: (body: http.LoginBody, from: FastifyRequest) =>
      json<http.SessionReply>('POST', '/sessions', from, body),
    refresh: (refreshToken: string, from: FastifyRequest) =>
      json<http.SessionReply>('POST', '/sessions/refresh', from, { refreshToken }),
    revoke: (refreshToken: string, from: FastifyRequest) =>
      send({ method: 'POST', path: '/sessions/revoke', json: { refreshToken }, from }),
    /** Logins ended since a moment: the BFF's own question, with no caller's token. */
    endedSessions: (since: string) =>
      call<http.EndedSessionsReply>({ path: `/sessions/ended${queryString({ since })}` }),
    me: (from: FastifyRequest) => get<http.UserReply>('/users/me', from),
    profile: (userId: string, from: FastifyRequest) =>
      get<http.ProfileReply>(`${user(userId)}/profile`, from),
    /** The account's part of the profile form: the billing cycle is orders' (`orders.chooseBillingCycle`). */
    updateProfile: (
      userId: string,
      body: Omit<http.UpdateProfileBody, 'billingCycle'>,
      from: FastifyRequest,
    ) => json<http.UpdateProfileReply>('PATCH', `${user(userId)}/profile`, from, body),
    changePassword: (userId: string, body: http.ChangePasswordBody, from: FastifyRequest) =>
      json<http.MessageReply>('PUT', `${user(userId)}/password`, from, body),
    categoryStatus: (userId: string, from: FastifyRequest) =>
      get<http.CategoryStatusReply>(`${user(userId)}/category`, from),
    updateCategory: (userId: string, body: http.UpdateCategoryBody, from: FastifyRequest) =>
      json<http.CategoryStatusReply>('PUT', `${user(userId)}/category`, from, body),
    dismissCategoryPrompt: (userId: string, from: FastifyRequest) =>
      json<http.CategoryStatusReply>('PUT', `${user(userId)}/category/prompt-dismissal`, from),
    preferences: (userId: string, from: FastifyRequest) =>
      get<http.PreferencesReply>(`${user(userId)}/preferences`, from),
    savePreferences: (userId: string, preferences: http.Preferences, from: FastifyRequest) =>
      json<http.PreferencesReply>('PUT', `${user(userId)}/preferences`, from, preferences),
    uploadAvatar: (userId: string, body: Readable, from: FastifyRequest) =>
      call<http.AvatarReply>({
        method: 'PUT',
        path: `${user(userId)}/avatar`,
        stream: { body, contentType: 'application/octet-stream' },
        from,
      }),
    /** The avatar image itself, streamed back unchanged. */
    avatar: (path: string) => send({ path: `/avatars/${path}` }),
    requestPasswordReset: (email: string, from: FastifyRequest) =>
      json<http.MessageReply>('POST', '/password-resets', from, { email }),
    resetPassword: (token: string, password: string, from: FastifyRequest) =>
      json<http.MessageReply>('POST', `/password-resets/${encodeURIComponent(token)}`, from, { password }),
    confirmEmailChange: (token: string, from: FastifyRequest) =>
      json<http.MessageReply>('POST', `/email-changes/${encodeURIComponent(token)}`, from),
    confirmAddress: (token: string, from: FastifyRequest) =>
      json<http.MessageReply>('POST', `/email-confirmations/${encodeURIComponent(token)}`, from),
    sendAddressConfirmation: (userId: string, from: FastifyRequest) =>
      json<http.MessageReply>('POST', `${user(userId)}/email-confirmation`, from),
    /** Unsubscribe links: the signed token is the permission, no login. */
    unsubscribeSetting: (token: string, from: FastifyRequest) =>
      get<http.MailUnsubscribeReply>(`/unsubscribes/${encodeURIComponent(token)}`, from),
    setUnsubscribeSetting: (token: string, body: http.MailUnsubscribeBody, from: FastifyRequest) =>
      json<http.MailUnsubscribeReply>('PUT', `/unsubscribes/${encodeURIComponent(token)}`, from, body),
    unsubscribeOneClick: (token: string, from: FastifyRequest) =>
      json<http.MessageReply>('POST', `/unsubscribes/${encodeURIComponent(token)}`, from),
    userStats: (from: FastifyRequest) => get<http.UserCountReply>('/stats/users', from),
    /** The admin console's user management. */
    users: (query: http.AdminUsersQuery, from: FastifyRequest) =>
      get<http.AdminUsersReply>(`/users${queryString(query)}`, from),
    setRole: (userId: string, body: http.UserRoleBody, from: FastifyRequest) =>
      json<http.AdminUserReply>('PUT', `${user(userId)}/role`, from, body),
    setSuspended: (userId: string, body: http.UserSuspendedBody, from: FastifyRequest) =>
      json<http.AdminUserReply>('PUT', `${user(userId)}/suspended`, from, body),
  };
};

export type AuthClient = ReturnType<typeof createAuthClient>;
