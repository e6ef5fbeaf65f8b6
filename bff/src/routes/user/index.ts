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
  UserReply,
} from '@academy/contracts';
import { type App, unauthorized } from '@academy/kit';
import type { BffContext } from '../../context.ts';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from './session-cookies.ts';

const tags = ['user'];

export const registerUserRoutes = (api: App, context: BffContext) => {
  const { guards, config } = context;
  const { auth } = context.clients;

  api.post(
    '/user/register',
    { schema: { tags, body: RegisterBody, response: { 201: RegisterReply } } },
    async (request, reply) => {
      const { user } = await auth.register(request.body, request);
      return reply.status(201).send({ success: true, user, message: 'Account created successfully!' });
    },
  );

  api.post(
    '/user/login',
    { schema: { tags, body: LoginBody, response: { 200: LoginReply } } },
    async (request, reply) => {
      const session = await auth.login(request.body, request);
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
    (request) => auth.changePassword(request.user!.id, request.body, request),
  );

  api.post(
    '/user/reset',
    {
      schema: { tags, body: ResetRequestBody, response: { 200: MessageReply } },
    },
    (request) => auth.requestPasswordReset(request.body.email, request),
  );

  api.post(
    '/user/reset/:resetToken',
    {
      schema: { tags, params: ResetTokenParams, body: ResetBody, response: { 200: MessageReply } },
    },
    (request) => auth.resetPassword(request.params.resetToken, request.body.password, request),
  );
};
