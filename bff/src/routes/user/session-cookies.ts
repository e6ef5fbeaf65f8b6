import type { SessionReply } from '@academy/contracts';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
const REFRESH_PATH = '/api/v1/user';

/**
 * Browser sessions ride on HttpOnly cookies, out of reach of scripts. The access cookie outlives its
 * token on purpose: an expired token still arrives, so the reply says 'Token expired' and the web app
 * refreshes instead of logging out. The refresh cookie only travels to the session paths.
 */
export const setSessionCookies = (reply: FastifyReply, session: SessionReply, config: Config) => {
  const maxAge = 30 * 24 * 60 * 60;
  const common = { httpOnly: true, secure: config.COOKIE_SECURE, maxAge } as const;
  reply.setCookie(ACCESS_COOKIE, session.accessToken, { ...common, sameSite: 'lax', path: '/' });
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    ...common,
    sameSite: 'strict',
    path: REFRESH_PATH,
  });
};

export const clearSessionCookies = (reply: FastifyReply) => {
  reply.clearCookie(ACCESS_COOKIE, { path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH });
};
