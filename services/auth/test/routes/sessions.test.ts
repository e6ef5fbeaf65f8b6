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
const sessionIdOf = (accessToken: string) =>
  JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid as string;
const endedSince = async (since: string) =>
  (await service.app.inject({ url: `/sessions/ended?since=${encodeURIComponent(since)}` })).json()
    .sessionIds as string[];

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

  it('ends a login at logout: its access tokens carry its id, which the BFF then finds among ended logins', async () => {
    const since = new Date().toISOString();
    const first = (await login(credentials)).json();
    const renewed = (await refresh(first.refreshToken)).json();
    const sid = sessionIdOf(first.accessToken);
    expect(sid).toMatch(/^[0-9a-f-]{36}$/);
    // A renewed token belongs to the same login.
    expect(sessionIdOf(renewed.accessToken)).toBe(sid);
    expect(await endedSince(since)).not.toContain(sid);
    await service.app.inject({
      method: 'POST',
      url: '/sessions/revoke',
      payload: { refreshToken: renewed.refreshToken },
    });
    expect(await endedSince(since)).toContain(sid);
  });

  it('a password change ends every other login of the account, and keeps the one that made it', async () => {
    const learner = { email: `grace-${Date.now()}@example.com`, password: 'compiler-pioneer-1' };
    await service.app.inject({ method: 'POST', url: '/users', payload: { fullName: 'Grace', ...learner } });
    const since = new Date().toISOString();
    const laptop = (await login(learner)).json();
    const phone = (await login(learner)).json();
    const change = await service.app.inject({
      method: 'PUT',
      url: `/users/${laptop.user.id}/password`,
      headers: { authorization: `Bearer ${laptop.accessToken}` },
      payload: { currentPassword: learner.password, newPassword: 'a-newer-secret-22' },
    });
    expect(change.statusCode).toBe(200);
    const ended = await endedSince(since);
    expect(ended).toContain(sessionIdOf(phone.accessToken));
    expect(ended).not.toContain(sessionIdOf(laptop.accessToken));
    expect((await refresh(phone.refreshToken)).statusCode).toBe(401);
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(200);
  });

  it('a replayed refresh token ends its login for good, access tokens included', async () => {
    const since = new Date().toISOString();
    const first = (await login(credentials)).json();
    await refresh(first.refreshToken);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect(await endedSince(since)).toContain(sessionIdOf(first.accessToken));
  });

  it('answers at most the last hour of ended logins, however far back it is asked', async () => {
    const { user } = (await login(credentials)).json();
    const [old] = await queryDatabase<{ session_id: string }>(
      service.config.DATABASE_URL,
      `INSERT INTO ended_sessions (session_id, user_id, ended_at)
       VALUES (gen_random_uuid(), '${user.id}', now() - interval '2 hours') RETURNING session_id`,
    );
    const reply = await service.app.inject({ url: '/sessions/ended?since=2000-01-01T00:00:00.000Z' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().sessionIds.length).toBeGreaterThan(0);
    expect(reply.json().sessionIds).not.toContain(old!.session_id);
    expect(Date.parse(reply.json().asOf)).toBeGreaterThan(Date.now() - 60_000);
  });
});
