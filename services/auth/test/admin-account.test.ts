import { ConfigError } from '@academy/kit';
import { queryDatabase } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type AuthService, startAuthService } from './support/auth-service.ts';

// The service as it first starts, without an administrator; each test starts it again on the same database.
let service: AuthService;
beforeAll(async () => {
  service = await startAuthService();
});
afterAll(() => service.stop());

const startAgain = (admin: { ADMIN_EMAIL: string; ADMIN_PASSWORD: string }) =>
  buildApp({ ...service.config, ...admin });
const roleOf = async (email: string) =>
  (
    await queryDatabase<{ role: string }>(
      service.config.DATABASE_URL,
      `SELECT role FROM users WHERE lower(email) = lower('${email}')`,
    )
  ).map((row) => row.role);
const login = (email: string, password: string) =>
  service.app.inject({ method: 'POST', url: '/sessions', payload: { email, password } });

describe('the administrator at start', () => {
  it('refuses to start when ADMIN_EMAIL names a learner, with one line saying what to do, and promotes nobody', async () => {
    const learner = {
      fullName: 'Mallory',
      email: 'mallory@example.com',
      password: 'claims-the-admin-address',
    };
    expect((await service.app.inject({ method: 'POST', url: '/users', payload: learner })).statusCode).toBe(
      201,
    );
    const start = startAgain({ ADMIN_EMAIL: 'MALLORY@example.com', ADMIN_PASSWORD: 'admin-password-1' });
    await expect(start).rejects.toBeInstanceOf(ConfigError);
    const message = await start.catch((error: Error) => error.message);
    expect(message).not.toContain('\n');
    expect(message).toMatch(/ADMIN_EMAIL MALLORY@example\.com belongs to an existing account/);
    expect(message).toMatch(/Choose another ADMIN_EMAIL, or remove that account/);
    expect(await roleOf(learner.email)).toEqual(['USER']);
    expect((await login(learner.email, learner.password)).json().user.role).toBe('USER');
  });

  it('creates the administrator on a free address and starts again normally, its password unchanged', async () => {
    const admin = { ADMIN_EMAIL: 'head@example.com', ADMIN_PASSWORD: 'first-admin-password' };
    await (await startAgain(admin)).close();
    expect(await roleOf(admin.ADMIN_EMAIL)).toEqual(['ADMIN']);
    // A restart, even with another ADMIN_PASSWORD, finds its administrator and leaves it as it is.
    await (await startAgain({ ...admin, ADMIN_PASSWORD: 'another-password' })).close();
    expect(await roleOf(admin.ADMIN_EMAIL)).toEqual(['ADMIN']);
    const session = await login(admin.ADMIN_EMAIL, admin.ADMIN_PASSWORD);
    expect(session.statusCode).toBe(200);
    expect(session.json().user.role).toBe('ADMIN');
    expect((await login(admin.ADMIN_EMAIL, 'another-password')).statusCode).toBe(401);
  });
});
