import { auth } from '@academy/contracts';
import { queryDatabase, readStream } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthService, startAuthService } from '../support/auth-service.ts';

let service: AuthService;
beforeAll(async () => {
  service = await startAuthService();
});
afterAll(() => service.stop());

const register = (body: Record<string, unknown>) =>
  service.app.inject({ method: 'POST', url: '/users', payload: body });

const eventsOf = async (subject: string, expected: number) => {
  for (let i = 0; i < 50; i += 1) {
    const messages = await readStream(service.config.NATS_URL, service.config.SUBJECT_PREFIX, subject);
    if (messages.length >= expected) return messages;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return readStream(service.config.NATS_URL, service.config.SUBJECT_PREFIX, subject);
};

describe('registration', () => {
  it('creates a user with the defaults and publishes auth.user.registered.v1 exactly once', async () => {
    const response = await register({
      fullName: 'Grace Hopper',
      email: 'Grace@Example.com',
      password: 'cobol-1959',
    });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({
      fullName: 'Grace Hopper',
      email: 'Grace@Example.com',
      role: 'USER',
      avatarUrl: null,
    });
    const [row] = await queryDatabase<{ password_hash: string; language: string; timezone: string }>(
      service.config.DATABASE_URL,
      'SELECT password_hash, language, timezone FROM users WHERE id = $1',
      [user.id],
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row).toMatchObject({ language: 'English', timezone: 'Pacific Time (PT)' });
    const events = await eventsOf(auth.userRegistered.subject, 1);
    const mine = events.filter((m) => (m.data as { data: { userId: string } }).data.userId === user.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.data).toMatchObject({
      subject: 'auth.user.registered.v1',
      data: { email: 'Grace@Example.com' },
    });
  });

  it('answers a taken address (any letter case) like a new one, creates nothing and mails its owner', async () => {
    const taken = await register({
      fullName: 'Impostor',
      email: 'grace@EXAMPLE.com',
      password: 'another-pass',
      category: 'student',
    });
    const fresh = await register({
      fullName: 'Impostor',
      email: 'impostor@example.com',
      password: 'another-pass',
      category: 'student',
    });
    expect(taken.statusCode).toBe(201);
    expect(fresh.statusCode).toBe(201);
    const shape = (reply: { user: Record<string, unknown> }) =>
      Object.fromEntries(Object.entries(reply.user).map(([key, value]) => [key, typeof value]));
    expect(shape(taken.json())).toEqual(shape(fresh.json()));
    expect(taken.json().user).toMatchObject({
      fullName: 'Impostor',
      email: 'grace@EXAMPLE.com',
      role: 'USER',
    });
    const accounts = await queryDatabase<{ full_name: string }>(
      service.config.DATABASE_URL,
      "SELECT full_name FROM users WHERE lower(email) = 'grace@example.com'",
    );
    expect(accounts).toEqual([{ full_name: 'Grace Hopper' }]);
    // Nobody gets into the existing account with the password just given.
    const login = await service.app.inject({
      method: 'POST',
      url: '/sessions',
      payload: { email: 'grace@example.com', password: 'another-pass' },
    });
    expect(login.statusCode).toBe(401);
    const mail = await service.mailTo('Grace@Example.com');
    expect(mail).toContain('Subject: Someone tried to sign up with your address');
    expect(mail).toContain('http://academy.test/app/forget-password');
  });

  it('refuses a password under 10 characters with a sentence, and creates nothing', async () => {
    const response = await register({ fullName: 'X', email: 'nine@b.co', password: 'nine-char' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Choose a password of at least 10 characters');
    const rows = await queryDatabase(
      service.config.DATABASE_URL,
      "SELECT 1 FROM users WHERE email = 'nine@b.co'",
    );
    expect(rows).toHaveLength(0);
  });

  it.each(['password1234', 'Qwerty123456', '1q2w3e4r5t'])(
    'refuses the common password %s and creates nothing',
    async (password) => {
      const email = `common-${password.toLowerCase()}@b.co`;
      const response = await register({ fullName: 'X', email, password });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'COMMON_PASSWORD' });
      expect(response.json().message).toMatch(/^This password is too common/);
      const rows = await queryDatabase(service.config.DATABASE_URL, 'SELECT 1 FROM users WHERE email = $1', [
        email,
      ]);
      expect(rows).toHaveLength(0);
    },
  );

  it.each([
    [{ email: 'a@b.co', password: 'long-enough' }, /fullName is required/],
    [{ fullName: 'X', email: 'not-an-email', password: 'long-enough' }, /email/],
    [{ fullName: 'X', email: 'x@b.co', password: 'short' }, /password/],
    [{ fullName: 'X', email: 'x@b.co', password: 1234567890 }, /password/],
    [{ fullName: 'X', email: 'x@b.co', password: 'long-enough', category: 'teacher' }, /category/],
  ])('answers 400 naming the field for %j', async (body, message) => {
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});

describe('profile', () => {
  let userId: string;
  let token: string;
  beforeAll(async () => {
    userId = (
      await register({ fullName: 'Alan Turing', email: 'alan@example.com', password: 'enigma-1936' })
    ).json().user.id;
    token = service.tokenFor(userId);
  });

  it('updates the profile, persists it and publishes auth.user.updated.v1', async () => {
    const response = await service.app.inject({
      method: 'PATCH',
      url: `/users/${userId}/profile`,
      headers: { authorization: `Bearer ${token}` },
      payload: { fullName: 'Alan M. Turing', phone_number: '+44 20 7946 0000', timezone: 'GMT' },
    });
    expect(response.statusCode).toBe(200);
    const profile = await service.app.inject({
      url: `/users/${userId}/profile`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.json().user).toMatchObject({
      fullName: 'Alan M. Turing',
      phone_number: '+44 20 7946 0000',
      timezone: 'GMT',
      language: 'English',
      billingCycle: 'Monthly',
    });
    const events = await eventsOf(auth.userUpdated.subject, 1);
    expect(
      events.some((m) => (m.data as { data: { fullName: string } }).data.fullName === 'Alan M. Turing'),
    ).toBe(true);
  });

  it('refuses a short or common new password on change, keeping the current one', async () => {
    const change = (newPassword: string) =>
      service.app.inject({
        method: 'PUT',
        url: `/users/${userId}/password`,
        headers: { authorization: `Bearer ${token}` },
        payload: { currentPassword: 'enigma-1936', newPassword },
      });
    const short = await change('bombe-41');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Choose a password of at least 10 characters');
    const common = await change('qwertyuiop');
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toMatch(/^This password is too common/);
    const login = await service.app.inject({
      method: 'POST',
      url: '/sessions',
      payload: { email: 'alan@example.com', password: 'enigma-1936' },
    });
    expect(login.statusCode).toBe(200);
  });

  it("forbids reading or changing someone else's profile", async () => {
    const other = service.tokenFor('00000000-0000-4000-8000-000000000001');
    const read = await service.app.inject({
      url: `/users/${userId}/profile`,
      headers: { authorization: `Bearer ${other}` },
    });
    expect(read.statusCode).toBe(403);
    const write = await service.app.inject({
      method: 'PATCH',
      url: `/users/${userId}/profile`,
      headers: { authorization: `Bearer ${other}` },
      payload: { fullName: 'Hijacked' },
    });
    expect(write.statusCode).toBe(403);
  });

  it('persists notification and privacy preferences', async () => {
    const preferences = {
      courseUpdates: false,
      assignmentReminders: true,
      discussionReplies: true,
      profileVisibility: false,
      learningProgress: true,
      courseActivity: false,
    };
    const saved = await service.app.inject({
      method: 'PUT',
      url: `/users/${userId}/preferences`,
      headers: { authorization: `Bearer ${token}` },
      payload: preferences,
    });
    expect(saved.statusCode).toBe(200);
    const loaded = await service.app.inject({
      url: `/users/${userId}/preferences`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(loaded.json().preferences).toEqual(preferences);
  });

  it('answers 401 for an expired or forged token', async () => {
    const expired = service.tokenFor(userId, 'USER', -60_000);
    const late = await service.app.inject({
      url: '/users/me',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toContain('expired');
    const forged = await service.app.inject({
      url: '/users/me',
      headers: { authorization: `Bearer ${token}x` },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Invalid token');
  });
});
