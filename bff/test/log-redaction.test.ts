import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuth } from './support/auth.ts';
import { type Bff, startBff } from './support/bff.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';
import { eventually } from './support/learning.ts';
import { type SignedInUser, signUp } from './support/users.ts';

const logDir = await mkdtemp(join(tmpdir(), 'redaction-'));
const logFile = join(logDir, 'academy.log');

let env: TestEnvironment;
let bff: Bff;
let mailDir: string;
let learner: SignedInUser;
let resetToken: string;

beforeAll(async () => {
  // Every app of this file (the BFF and the auth service) appends its log here, as in production. Only theirs:
  // the next test files of this worker (which keeps its environment) log nowhere, as usual.
  process.env.LOG_FILE = logFile;
  process.env.TEST_LOG_LEVEL = 'debug';
  env = await createTestEnvironment();
  const auth = await startAuth(env);
  mailDir = auth.mailDir;
  bff = await startBff(env, { AUTH_URL: auth.url, LOG_LEVEL: 'debug' });
  delete process.env.LOG_FILE;
  delete process.env.TEST_LOG_LEVEL;
  learner = await signUp(bff);
  await bff.inject({ method: 'POST', url: '/api/v1/user/reset', payload: { email: learner.user.email } });
  resetToken = await eventually(async () => {
    for (const file of await readdir(mailDir)) {
      const token = (await readFile(join(mailDir, file), 'utf8')).match(/reset-password\/([\w-]+)/)?.[1];
      if (token) return token;
    }
    throw new Error('no reset mail yet');
  });
}, 60_000);
afterAll(async () => {
  await bff.close();
  await env.stop();
  await rm(logDir, { recursive: true, force: true });
});

/** Everything logged so far, once the BFF has flushed (closing a throwaway app flushes nothing else). */
const logText = async () => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return readFile(logFile, 'utf8');
};

describe('logs', () => {
  it('never show a live reset token, even for a refused reset request or reset page', async () => {
    const refused = await bff.inject({
      method: 'POST',
      url: `/api/v1/user/reset/${resetToken}`,
      payload: { password: 'x' },
    });
    expect(refused.statusCode).toBe(400);
    const wrongToken = await bff.inject({
      method: 'POST',
      url: `/api/v1/user/reset/${resetToken}x`,
      payload: { password: 'long-enough-password-1' },
    });
    expect(wrongToken.statusCode).toBe(400);
    // No web app is built here: the e-mailed page link is a refused (404) request.
    const page = await bff.inject({ url: `/app/reset-password/${resetToken}?token=${resetToken}` });
    expect(page.statusCode).toBe(404);
    const text = await logText();
    expect(text).toContain('/api/v1/user/reset/[redacted]');
    expect(text).toContain('/password-resets/[redacted]');
    expect(text).toContain('/app/reset-password/[redacted]?token=[redacted]');
    expect(text).not.toContain(resetToken);
  });

  it('never show bearer tokens, cookies, passwords or tokens in query strings', async () => {
    await bff.inject({ url: '/api/v1/user/me', headers: learner.bearer });
    await bff.inject({
      url: '/api/v1/user/me',
      cookies: { access_token: learner.token },
    });
    await bff.inject({ url: `/api/v1/nothing?access_token=${learner.token}&page=2` });
    await bff.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: learner.user.email, password: 'wrong-password-secret' },
    });
    bff.log.warn({ body: { password: 'logged-by-mistake' }, headers: { authorization: 'Bearer x-y-z' } });
    const text = await logText();
    expect(text).toContain('/api/v1/nothing?access_token=[redacted]&page=2');
    expect(text).toContain('"password":"[redacted]"');
    for (const secret of [
      learner.token,
      learner.password,
      'wrong-password-secret',
      'logged-by-mistake',
      'x-y-z',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
