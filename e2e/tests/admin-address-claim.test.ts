import { spawn } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@academy/kit/testing';
import { describe, expect, it } from 'vitest';
import { baseUrl, mailDir } from '../support/academy.ts';
import { newLearner } from '../support/accounts.ts';
import { browserForEachTest } from '../support/browser.ts';
import { logIn, signUp, waitForPath } from '../support/journeys.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// The running academy's data folder (its mail folder is in it): the same folder names the same databases.
const dataDir = dirname(mailDir);
/** Well within the test's own time limit, so a start that hangs is stopped by the test, not left behind. */
const STOPPED_WITHIN_MS = 90_000;

/**
 * Starts the academy again, as `npm start` does, on another port against the running one's databases,
 * with `ADMIN_EMAIL` naming `email`; resolves with its exit code and everything it printed once it stops.
 */
async function startAgainWithAdmin(email: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['deploy/local/start.ts'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(await freePort()),
      ACADEMY_DATA_DIR: dataDir,
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: 'taken-over-admin-1',
      // Not a throw-away academy: the running one's databases must survive this start.
      ACADEMY_EPHEMERAL: 'false',
    },
  });
  const stop = () => process.kill(-child.pid!, 'SIGTERM');
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    // A start that went through (the address was taken over) is stopped at once; the test then fails.
    if (output.includes('Academy is running')) stop();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const timer = setTimeout(stop, STOPPED_WITHIN_MS);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, output };
}

describe('an address claimed before the administrator', () => {
  const browser = browserForEachTest();

  it('is never promoted: a start with ADMIN_EMAIL naming a learner refuses in one line, and the learner stays a learner', async () => {
    const { page, context } = browser;
    const learner = newLearner();
    await signUp(page, baseUrl, learner);

    const { code, output } = await startAgainWithAdmin(learner.email.toUpperCase());
    expect(code).toBe(1);
    expect(output).toContain(
      `[auth] ADMIN_EMAIL ${learner.email.toUpperCase()} belongs to an existing account that is not an administrator; it is never promoted. Choose another ADMIN_EMAIL, or remove that account first.`,
    );
    expect(output).not.toContain('Academy is running');

    await logIn(page, baseUrl, learner);
    await waitForPath(page, /dashboard$/);
    const me = await context.request.get(new URL('/api/v1/user/me', baseUrl).href);
    expect((await me.json()).user.role).toBe('USER');
    // The administrator's pages stay closed to them.
    const users = await context.request.get(new URL('/api/v1/admin/stats/users', baseUrl).href);
    expect(users.status()).toBe(403);
  });
});
