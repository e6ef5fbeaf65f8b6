import { queryDatabase } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthService, startAuthService } from '../support/auth-service.ts';

let service: AuthService;
const credentials = { email: 'ada@example.com', password: 'analytical-engine' };
beforeAll(async () => {
  service = await startAuthService();
  await service.app.inject({
    method: 'POST',
    url: '/users',
    payload: { fullName: 'Ada Lovelace', ...credentials },
  });
});
afterAll(() => service.stop());

const login = (payload: Record<string, unknown>) =>
  service.app.inject({ method: 'POST', url: '/sessions', payload });
const refresh = (refreshToken: string) =>
  service.app.inject({ method: 'POST', url: '/sessions/refresh', payload: { refreshToken } });

describe('sessions', () => {
  it('logs in with any letter case of the e-mail and returns an access token that opens /users/me', async () => {
    const response = await login({ ...credentials, email: 'ADA@example.com' });
    expect(response.statusCode).toBe(200);
    const { accessToken, refreshToken, user } = response.json();
    expect(refreshToken).toHaveLength(43);
    const me = await service.app.inject({
      url: '/users/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.json().user).toMatchObject({ id: user.id, email: 'ada@example.com' });
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const wrong = await login({ ...credentials, password: 'wrong-password' });
    const unknown = await login({ email: 'nobody@example.com', password: 'whatever1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('rotates refresh tokens and revokes the whole login when an old one is replayed', async () => {
    const first = (await login(credentials)).json().refreshToken;
    const second = await refresh(first);
    expect(second.statusCode).toBe(200);
    const third = second.json().refreshToken;
    expect(third).not.toBe(first);
    const replay = await refresh(first);
    expect(replay.statusCode).toBe(401);
    // The replay revoked the family, so even the newest token no longer works.
    expect((await refresh(third)).statusCode).toBe(401);
  });

  it('stores refresh tokens only as digests', async () => {
    const { refreshToken } = (await login(credentials)).json();
    const rows = await queryDatabase<{ token_hash: string }>(
      service.config.DATABASE_URL,
      'SELECT token_hash FROM refresh_tokens',
    );
    expect(rows.some((r) => r.token_hash === refreshToken)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('logout revokes the refresh token', async () => {
    const { refreshToken } = (await login(credentials)).json();
    const revoke = await service.app.inject({
      method: 'POST',
      url: '/sessions/revoke',
      payload: { refreshToken },
    });
    expect(revoke.statusCode).toBe(204);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });
});
