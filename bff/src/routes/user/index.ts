import {
  ChangePasswordBody,
  LoginBody,
  LoginReply,
  MessageReply,
  RegisterBody,
  RegisterReply,
  ResetBody,
  ResetRequestBody,
  ResetTokenParams,
  UpdateCategoryBody,
  UserReply,
} from '@academy/contracts';
import { unauthorized } from '@academy/kit';
import type { FastifyInstance } from 'fastify';
import { createAuthClient } from '../../clients/auth.ts';
import type { BffContext } from '../../context.ts';
import { authAttemptLimit } from '../rate-limits.ts';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from './session-cookies.ts';

const tags = ['user'];

export const registerUserRoutes = (api: FastifyInstance, context: BffContext) => {
  const auth = createAuthClient(context.config.AUTH_URL);
  const { guards, config } = context;

  api.post(
    '/user/register',
    { schema: { tags, body: RegisterBody, response: { 201: RegisterReply } } },
    async (request, reply) => {
      const { user } = await auth.register(request.body as RegisterBody, request);
      return reply.status(201).send({ success: true, user, message: 'Account created successfully!' });
    },
  );

  api.post(
    '/user/login',
    { config: authAttemptLimit(context), schema: { tags, body: LoginBody, response: { 200: LoginReply } } },
    async (request, reply) => {
      const session = await auth.login(request.body as LoginBody, request);
      setSessionCookies(reply, session, config);
      return { user: session.user, token: session.accessToken, message: 'Login successful!' };
    },
  );

  api.post('/user/refresh', { schema: { tags } }, async (request, reply) => {
    const refreshToken = request.cookies[REFRESH_COOKIE];
    if (!refreshToken) throw unauthorized('No session to refresh');
    try {
      const session = await auth.refresh(refreshToken, request);
      setSessionCookies(reply, session, config);
      return { user: session.user, token: session.accessToken, message: 'Session refreshed' };
    } catch (error) {
      clearSessionCookies(reply);
      throw error;
    }
  });

  /** Always succeeds: the cookies go, and the login's refresh tokens stop working. */
  api.post('/user/logout', { schema: { tags, response: { 200: MessageReply } } }, async (request, reply) => {
    const refreshToken = request.cookies[REFRESH_COOKIE];
    if (refreshToken) await auth.revoke(refreshToken, request);
    clearSessionCookies(reply);
    return { message: 'Logout successful!' };
  });

  api.get(
    '/user/me',
    { preHandler: guards.user, schema: { tags, response: { 200: UserReply } } },
    (request) => auth.me(request),
  );

  api.post(
    '/user/change-password',
    { preHandler: guards.user, schema: { tags, body: ChangePasswordBody, response: { 200: MessageReply } } },
    (request) => auth.changePassword(request.user!.id, request.body as ChangePasswordBody, request),
  );

  api.post(
    '/user/reset',
    {
      config: authAttemptLimit(context),
      schema: { tags, body: ResetRequestBody, response: { 200: MessageReply } },
    },
    (request) => auth.requestPasswordReset((request.body as ResetRequestBody).email, request),
  );

  api.post(
    '/user/reset/:resetToken',
    {
      config: authAttemptLimit(context),
      schema: { tags, params: ResetTokenParams, body: ResetBody, response: { 200: MessageReply } },
    },
    (request) =>
      auth.resetPassword(
        (request.params as { resetToken: string }).resetToken,
        (request.body as ResetBody).password,
        request,
      ),
  );

  api.get(
    '/user/category-status',
    { preHandler: guards.user, schema: { tags, response: { 200: UserReply } } },
    (request) => auth.me(request),
  );

  api.put(
    '/user/update-category',
    { preHandler: guards.user, schema: { tags, body: UpdateCategoryBody, response: { 200: UserReply } } },
    (request) =>
      auth.updateCategory(request.user!.id, (request.body as UpdateCategoryBody).category, request),
  );
};
