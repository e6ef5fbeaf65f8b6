import * as http from '@academy/contracts/http';
import { type App, unauthorized, withUser } from '@academy/kit';
import type { BffContext } from '../../context.ts';
import { changePasswordEndingOtherLogins } from '../../sessions/password-change.ts';
import { routeTable } from '../route-table.ts';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from './session-cookies.ts';

export const registerUserRoutes = (api: App, context: BffContext) => {
  const { guards, config, endedSessions } = context;
  const { auth } = context.clients;
  const tags = ['user'];
  const open = routeTable(api, { tags, access: 'public' });
  const signedIn = routeTable(api, { tags, guard: guards.user });

  // The same reply for an address that already has an account (the auth service mails its owner
  // instead): nobody learns which addresses have accounts. Registering never signs in.
  open.create('/user/register', { body: http.RegisterBody, reply: http.RegisterReply }, async (request) => {
    const { user } = await auth.register(request.body, request);
    return { success: true, user, message: 'Account created successfully!' };
  });

  open.post('/user/login', { body: http.LoginBody, reply: http.LoginReply }, async (request, reply) => {
    const session = await auth.login(request.body, request);
    setSessionCookies(reply, session, config);
    return { user: session.user, token: session.accessToken, message: 'Login successful!' };
  });

  open.route('POST', '/user/refresh', {}, async (request, reply) => {
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

  /**
   * Always succeeds: the cookies go, and the login's refresh tokens stop working. Its access token is
   * refused from the reply on here (the ended logins are asked for at once) and within about a second
   * on every other replica.
   */
  open.post('/user/logout', { reply: http.MessageReply }, async (request, reply) => {
    const refreshToken = request.cookies[REFRESH_COOKIE];
    if (refreshToken) {
      await auth.revoke(refreshToken, request);
      await endedSessions.refresh();
    }
    clearSessionCookies(reply);
    return { message: 'Logout successful!' };
  });

  signedIn.get('/user/me', { reply: http.UserReply }, (request) => auth.me(request));
  signedIn.post(
    '/user/change-password',
    { body: http.ChangePasswordBody, reply: http.MessageReply },
    withUser((request) => changePasswordEndingOtherLogins(context, request)),
  );
  open.post('/user/reset', { body: http.ResetRequestBody, reply: http.MessageReply }, (request) =>
    auth.requestPasswordReset(request.body.email, request),
  );
  open.post(
    '/user/reset/:resetToken',
    { params: http.ResetTokenParams, body: http.ResetBody, reply: http.MessageReply },
    async (request) => {
      const reset = await auth.resetPassword(request.params.resetToken, request.body.password, request);
      await endedSessions.refresh();
      return reset;
    },
  );
  /** The link mailed to a new address: opening it (no login needed) makes the address the account's. */
  open.post(
    '/user/confirm-email/:token',
    { params: http.EmailChangeTokenParams, reply: http.MessageReply },
    (request) => auth.confirmEmailChange(request.params.token, request),
  );
  /** The link in the welcome mail: opening it (no login needed) confirms the account's address. */
  open.post(
    '/user/confirm-address/:token',
    { params: http.AddressConfirmationParams, reply: http.MessageReply },
    (request) => auth.confirmAddress(request.params.token, request),
  );
};
