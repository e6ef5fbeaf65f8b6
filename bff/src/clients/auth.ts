import type { Readable } from 'node:stream';
import type {
  BillingCycle,
  Category,
  ChangePasswordBody,
  LoginBody,
  Preferences,
  Profile,
  RegisterBody,
  UpdateProfileBody,
  User,
} from '@academy/contracts';
import type { FastifyRequest } from 'fastify';
import { createServiceClient } from './http.ts';

export interface Session {
  user: User;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/** One function per call the BFF makes to the auth service. */
export const createAuthClient = (baseUrl: string) => {
  const { call, send } = createServiceClient('auth', baseUrl);
  return {
    register: (body: RegisterBody, from: FastifyRequest) =>
      call<{ user: User }>({ method: 'POST', path: '/users', json: body, from }),
    login: (body: LoginBody, from: FastifyRequest) =>
      call<Session>({ method: 'POST', path: '/sessions', json: body, from }),
    refresh: (refreshToken: string, from: FastifyRequest) =>
      call<Session>({ method: 'POST', path: '/sessions/refresh', json: { refreshToken }, from }),
    revoke: (refreshToken: string, from: FastifyRequest) =>
      send({ method: 'POST', path: '/sessions/revoke', json: { refreshToken }, from }),
    me: (from: FastifyRequest) => call<{ user: User }>({ path: '/users/me', from }),
    profile: (userId: string, from: FastifyRequest) =>
      call<{ user: Profile }>({ path: `/users/${userId}/profile`, from }),
    updateProfile: (userId: string, body: UpdateProfileBody, from: FastifyRequest) =>
      call<{ user: Profile; message: string }>({
        method: 'PATCH',
        path: `/users/${userId}/profile`,
        json: body,
        from,
      }),
    changePassword: (userId: string, body: ChangePasswordBody, from: FastifyRequest) =>
      call<{ message: string }>({ method: 'PUT', path: `/users/${userId}/password`, json: body, from }),
    updateCategory: (userId: string, category: Category, from: FastifyRequest) =>
      call<{ user: User }>({ method: 'PUT', path: `/users/${userId}/category`, json: { category }, from }),
    updateBillingCycle: (userId: string, billingCycle: BillingCycle, from: FastifyRequest) =>
      call<{ billingCycle: BillingCycle; message: string }>({
        method: 'PUT',
        path: `/users/${userId}/billing-cycle`,
        json: { billingCycle },
        from,
      }),
    preferences: (userId: string, from: FastifyRequest) =>
      call<{ preferences: Preferences; message: string }>({ path: `/users/${userId}/preferences`, from }),
    savePreferences: (userId: string, preferences: Preferences, from: FastifyRequest) =>
      call<{ preferences: Preferences; message: string }>({
        method: 'PUT',
        path: `/users/${userId}/preferences`,
        json: preferences,
        from,
      }),
    uploadAvatar: (userId: string, body: Readable, from: FastifyRequest) =>
      call<{ avatarUrl: string; message: string }>({
        method: 'PUT',
        path: `/users/${userId}/avatar`,
        stream: { body, contentType: 'application/octet-stream' },
        from,
      }),
    /** The avatar image itself, streamed back unchanged. */
    avatar: (path: string) => send({ path: `/avatars/${path}` }),
    requestPasswordReset: (email: string, from: FastifyRequest) =>
      call<{ message: string }>({ method: 'POST', path: '/password-resets', json: { email }, from }),
    resetPassword: (token: string, password: string, from: FastifyRequest) =>
      call<{ message: string }>({
        method: 'POST',
        path: `/password-resets/${encodeURIComponent(token)}`,
        json: { password },
        from,
      }),
    userStats: (from: FastifyRequest) => call<{ allUsersCount: number }>({ path: '/stats/users', from }),
  };
};

export type AuthClient = ReturnType<typeof createAuthClient>;
