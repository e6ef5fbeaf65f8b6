import { auth } from '@academy/contracts';
import { queryDatabase, readStream } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthService, startAuthService } from '../support/auth-service.ts';

let service: AuthService;
const PASSWORD = 'analytical-engine';
const ids: Record<string, string> = {};

const register = async (key: string, fullName: string, email: string) => {
  const response = await service.app.inject({
    method: 'POST',
    url: '/users',
    payload: { fullName, email, password: PASSWORD },
  });
  ids[key] = response.json().user.id;
};
const sql = <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  queryDatabase<T>(service.config.DATABASE_URL, text, values);

beforeAll(async () => {
  service = await startAuthService();
  // One after another, so each is newer than the one before.
  await register('admin', 'Alice Admin', 'alice@academy.test');
  await register('grace', 'Grace Hopper', 'grace@example.com');
  await register('ada', 'Ada Lovelace', 'ada@example.com');
  await register('percent', 'Per Cent', 'per%cent@example.org');
  await register('linus', 'Linus Learner', 'LINUS@Example.net');
  await sql("UPDATE users SET role = 'ADMIN' WHERE id = $1", [ids.admin]);
});
afterAll(() => service.stop());

const asAdmin = () => ({ authorization: `Bearer ${service.tokenFor(ids.admin!, 'ADMIN')}` });
const list = (query = '', headers: Record<string, string> = asAdmin()) =>
  service.app.inject({ url: `/users${query}`, headers });
const put = (
  id: string,
  what: 'role' | 'suspended',
  payload: unknown,
  headers: Record<string, string> = asAdmin(),
) => service.app.inject({ method: 'PUT', url: `/users/${id}/${what}`, payload: payload as object, headers });
const login = (email: string, password = PASSWORD) =>
  service.app.inject({ method: 'POST', url: '/sessions', payload: { email, password } });
const refresh = (refreshToken: string) =>
  service.app.inject({ method: 'POST', url: '/sessions/refresh', payload: { refreshToken } });
const sessionIdOf = (accessToken: string) =>
  JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid as string;
const roleOf = (accessToken: string) =>
  JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).role as string;
const endedSince = async (since: string) =>
  (await service.app.inject({ url: `/sessions/ended?since=${encodeURIComponent(since)}` })).json()
    .sessionIds as string[];
const accountState = async (id: string) =>
  (
    await sql<{ role: string; suspended: boolean }>(
      'SELECT role, suspended_at IS NOT NULL AS suspended FROM users WHERE id = $1',
      [id],
    )
  )[0];

describe('the user list', () => {
  it('lists every account newest first, with the fields the console shows and the total', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 5, page: 1, limit: 20 });
    expect(body.users.map((user: { id: string }) => user.id)).toEqual(
      ['linus', 'percent', 'ada', 'grace', 'admin'].map((key) => ids[key]),
    );
    expect(body.users[4]).toEqual({
      id: ids.admin,
      fullName: 'Alice Admin',
      email: 'alice@academy.test',
      role: 'ADMIN',
      suspended: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('searches names and e-mail addresses in any letter case, wildcards taken as letters', async () => {
    const found = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}`))
        .json()
        .users.map((user: { id: string }) => user.id);
    expect(await found('LOVE')).toEqual([ids.ada]);
    expect(await found('example.NET')).toEqual([ids.linus]);
    expect(await found('example')).toEqual([ids.linus, ids.percent, ids.ada, ids.grace]);
    expect(await found('%')).toEqual([ids.percent]);
    expect(await found('_')).toEqual([]);
    expect(await found('  ')).toHaveLength(5);
    const none = (await list('?search=nobody')).json();
    expect(none).toMatchObject({ users: [], total: 0 });
  });

  it('pages with page and limit, the total counting every match', async () => {
    const second = (await list('?search=example&page=2&limit=3')).json();
    expect(second).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(second.users.map((user: { id: string }) => user.id)).toEqual([ids.grace]);
    const past = (await list('?page=9&limit=3')).json();
    expect(past).toMatchObject({ users: [], total: 5, page: 9 });
  });

  it('refuses bad queries with 400 naming the parameter', async () => {
    for (const query of ['?page=0', '?limit=101', '?limit=abc', '?sort=name', `?search=${'x'.repeat(101)}`]) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(/page|limit|search|sort|additional|must/);
    }
  });

  it('is for administrators only: 401 for a visitor, 403 for a learner', async () => {
    expect((await list('', {})).statusCode).toBe(401);
    const learner = { authorization: `Bearer ${service.tokenFor(ids.grace!)}` };
    expect((await list('', learner)).statusCode).toBe(403);
  });
});

describe('suspension', () => {
  it('ends the account logins at once, refuses its login with 403 and its refresh tokens; reinstating lets it in', async () => {
    const phone = (await login('grace@example.com')).json();
    const laptop = (await login('grace@example.com')).json();
    const since = new Date(Date.now() - 1000).toISOString();

    const suspended = await put(ids.grace!, 'suspended', { suspended: true });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({
      user: { id: ids.grace, suspended: true, role: 'USER' },
      message: 'Grace Hopper is suspended',
    });
    const ended = await endedSince(since);
    expect(ended).toContain(sessionIdOf(phone.accessToken));
    expect(ended).toContain(sessionIdOf(laptop.accessToken));
    expect((await refresh(phone.refreshToken)).statusCode).toBe(401);

    const refused = await login('grace@example.com');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'This account is suspended. Please contact support if you think this is a mistake.',
      code: 'ACCOUNT_SUSPENDED',
    });
    // A wrong password still gets the usual answer: the suspension is told only to whoever knows the password.
    expect((await login('grace@example.com', 'wrong-password')).statusCode).toBe(401);
    const row = (await list('?search=grace')).json().users[0];
    expect(row).toMatchObject({ suspended: true });

    const reinstated = await put(ids.grace!, 'suspended', { suspended: false });
    expect(reinstated.json()).toMatchObject({
      user: { suspended: false },
      message: 'Grace Hopper is reinstated',
    });
    expect((await login('grace@example.com')).statusCode).toBe(200);
  });

  it('suspending an account twice changes nothing the second time', async () => {
    await put(ids.linus!, 'suspended', { suspended: true });
    const session = await sql<{ n: number }>(
      'SELECT count(*)::int AS n FROM ended_sessions WHERE user_id = $1',
      [ids.linus],
    );
    const again = await put(ids.linus!, 'suspended', { suspended: true });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.suspended).toBe(true);
    expect(
      await sql('SELECT count(*)::int AS n FROM ended_sessions WHERE user_id = $1', [ids.linus]),
    ).toEqual(session);
    await put(ids.linus!, 'suspended', { suspended: false });
  });
});

describe('role changes', () => {
  it('promotes a learner, publishes auth.user.updated.v1 with the role and ends their logins', async () => {
    const before = (await login('ada@example.com')).json();
    expect(roleOf(before.accessToken)).toBe('USER');
    const since = new Date(Date.now() - 1000).toISOString();

    const promoted = await put(ids.ada!, 'role', { role: 'ADMIN' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({
      user: { id: ids.ada, role: 'ADMIN' },
      message: 'Ada Lovelace is now an administrator',
    });
    expect(await endedSince(since)).toContain(sessionIdOf(before.accessToken));
    expect((await refresh(before.refreshToken)).statusCode).toBe(401);
    const after = (await login('ada@example.com')).json();
    expect(roleOf(after.accessToken)).toBe('ADMIN');

    let events: Awaited<ReturnType<typeof readStream>> = [];
    for (let i = 0; i < 50 && events.length === 0; i += 1) {
      const all = await readStream(
        service.config.NATS_URL,
        service.config.SUBJECT_PREFIX,
        auth.userUpdated.subject,
      );
      events = all.filter(
        (m) => (m.data as { data: { userId: string; role: string } }).data.role === 'ADMIN',
      );
      if (events.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(events).toHaveLength(1);
    expect(events[0]?.data).toMatchObject({
      data: { userId: ids.ada, role: 'ADMIN', email: 'ada@example.com' },
    });
  });

  it('demotes an administrator, whose next login carries the learner role', async () => {
    const adminLogin = (await login('ada@example.com')).json();
    const since = new Date(Date.now() - 1000).toISOString();
    const demoted = await put(ids.ada!, 'role', { role: 'USER' });
    expect(demoted.json()).toMatchObject({
      user: { role: 'USER' },
      message: 'Ada Lovelace is now a learner',
    });
    expect(await endedSince(since)).toContain(sessionIdOf(adminLogin.accessToken));
    expect(roleOf((await login('ada@example.com')).json().accessToken)).toBe('USER');
  });
});

describe('guard rails (409, nothing changed)', () => {
  it('an administrator cannot suspend, reinstate or demote themself', async () => {
    for (const [what, payload] of [
      ['suspended', { suspended: true }],
      ['suspended', { suspended: false }],
      ['role', { role: 'USER' }],
    ] as const) {
      const response = await put(ids.admin!, what, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('OWN_ACCOUNT');
    }
    expect(await accountState(ids.admin!)).toEqual({ role: 'ADMIN', suspended: false });
  });

  it('the last administrator who can log in cannot be demoted or suspended', async () => {
    // A caller whose token still says ADMIN though the account is a learner again (demoted a moment ago).
    const stale = { authorization: `Bearer ${service.tokenFor(ids.ada!, 'ADMIN')}` };
    const demote = await put(ids.admin!, 'role', { role: 'USER' }, stale);
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({
      message: 'The last administrator cannot be demoted',
      code: 'LAST_ADMIN',
    });
    const suspend = await put(ids.admin!, 'suspended', { suspended: true }, stale);
    expect(suspend.statusCode).toBe(409);
    expect(suspend.json().code).toBe('LAST_ADMIN');
    expect(await accountState(ids.admin!)).toEqual({ role: 'ADMIN', suspended: false });

    // With a second active administrator, either may be demoted by the other.
    await put(ids.grace!, 'role', { role: 'ADMIN' });
    const asGrace = { authorization: `Bearer ${service.tokenFor(ids.grace!, 'ADMIN')}` };
    expect((await put(ids.admin!, 'suspended', { suspended: true }, asGrace)).statusCode).toBe(200);
    // A suspended administrator does not count: Grace is now the last one who can log in.
    const last = await put(ids.grace!, 'role', { role: 'USER' }, stale);
    expect(last.json().code).toBe('LAST_ADMIN');
    await put(ids.admin!, 'suspended', { suspended: false }, asGrace);
    await put(ids.grace!, 'role', { role: 'USER' });
    expect(await accountState(ids.grace!)).toEqual({ role: 'USER', suspended: false });
  });

  it('two administrators demoting each other at once leave one administrator', async () => {
    await put(ids.percent!, 'role', { role: 'ADMIN' });
    const asPercent = { authorization: `Bearer ${service.tokenFor(ids.percent!, 'ADMIN')}` };
    const [one, two] = await Promise.all([
      put(ids.percent!, 'role', { role: 'USER' }),
      put(ids.admin!, 'role', { role: 'USER' }, asPercent),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const admins = await sql("SELECT id FROM users WHERE role = 'ADMIN'");
    expect(admins).toHaveLength(1);
    if (two.statusCode === 200) {
      // Percent demoted Alice: put things back for the tests after this one.
      await put(ids.admin!, 'role', { role: 'ADMIN' }, asPercent);
      await put(ids.percent!, 'role', { role: 'USER' });
    }
  });
});

describe('bad requests', () => {
  it('404 for an unknown account, 400 for a bad id or body, 401/403 for visitors and learners, nothing changed', async () => {
    const unknown = '0b6f1d2e-3c4a-4b5c-8d6e-7f8091a2b3c4';
    expect((await put(unknown, 'role', { role: 'ADMIN' })).statusCode).toBe(404);
    expect((await put(unknown, 'suspended', { suspended: true })).statusCode).toBe(404);
    const bad: [string, 'role' | 'suspended', unknown][] = [
      ['not-a-uuid', 'role', { role: 'ADMIN' }],
      [ids.linus!, 'role', { role: 'OWNER' }],
      [ids.linus!, 'role', {}],
      [ids.linus!, 'role', { role: 'ADMIN', extra: 1 }],
      [ids.linus!, 'suspended', { suspended: 'yes' }],
      [ids.linus!, 'suspended', {}],
      ['not-a-uuid', 'suspended', { suspended: true }],
    ];
    for (const [id, what, payload] of bad) {
      const response = await put(id, what, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    const learner = { authorization: `Bearer ${service.tokenFor(ids.linus!)}` };
    expect((await put(ids.grace!, 'suspended', { suspended: true }, learner)).statusCode).toBe(403);
    expect((await put(ids.linus!, 'role', { role: 'ADMIN' }, learner)).statusCode).toBe(403);
    expect((await put(ids.grace!, 'suspended', { suspended: true }, {})).statusCode).toBe(401);
    expect(await accountState(ids.linus!)).toEqual({ role: 'USER', suspended: false });
    expect(await accountState(ids.grace!)).toEqual({ role: 'USER', suspended: false });
  });
});
