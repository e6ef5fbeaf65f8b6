import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PORT_TAKEN_EXIT_CODE } from '@academy/kit/exit-codes';
import { freePort } from '@academy/kit/testing';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const READY_TIMEOUT_MS = 300_000;
const STOP_TIMEOUT_MS = 30_000;
/** How often an academy whose port another process took first is started again on another. */
const START_ATTEMPTS = 3;
/** How much of a failed start's log its error shows. */
const LOG_LINES_SHOWN = 30;

export interface RunningSystem {
  baseUrl: string;
  logFile: string;
  /** Where the academy's outgoing mail lands (one .eml file per message). */
  mailDir: string;
  stop: () => Promise<void>;
}

async function isReady(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to the whole process group (npm, the start script, every service), SIGKILL if it lingers. */
async function stopGroup(pid: number): Promise<void> {
  if (!groupAlive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (groupAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(-pid, 'SIGKILL');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Builds what the academies serve that is missing or older than its sources (the web app, as users get it;
 * Storybook; the server bundles), so the browser tests run against the code as it is now; once, before the
 * academies start side by side: each would otherwise build into the same folder at once.
 */
export function buildForAcademies(): void {
  execFileSync(process.execPath, ['deploy/local/builds.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * Starts `deploy/local/start.ts` in its own process group with a fresh data directory (its databases and
 * streams are named after it, and dropped when it stops) and waits for /readyz. Serves the web app as
 * `buildForAcademies` last built it. `env` adds settings of the test's own (the OTEL_* variables of a tracing test).
 */
export async function startSystem(
  admin: { email: string; password: string },
  env: Record<string, string> = {},
): Promise<RunningSystem> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnPort(await freePort(), admin, env);
    } catch (error) {
      // The port was free when chosen, but each test process chooses from the same ports.
      const portTaken = error instanceof StartFailure && error.exitCode === PORT_TAKEN_EXIT_CODE;
      if (!portTaken || attempt === START_ATTEMPTS) throw error;
    }
  }
}

class StartFailure extends Error {
  readonly exitCode: number | null;
  constructor(message: string, exitCode: number | null) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** The end of a failed start's log, for its error: the data folder kept may be gone by the time it is read. */
async function lastLines(logFile: string): Promise<string> {
  const text = await readFile(logFile, 'utf8').catch(() => '');
  return text.trimEnd().split('\n').slice(-LOG_LINES_SHOWN).join('\n');
}

async function startOnPort(
  port: number,
  admin: { email: string; password: string },
  env: Record<string, string>,
): Promise<RunningSystem> {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-e2e-'));
  const logFile = join(dataDir, 'system.log');
  const log = createWriteStream(logFile);
  const child = spawn('npm', ['exec', '--', 'node', 'deploy/local/start.ts'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      ACADEMY_DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // A throw-away academy: its databases and streams are dropped when it stops.
      ACADEMY_EPHEMERAL: 'true',
      // Every journey signs up from this one machine; the per-address sign-up budget would stop them.
      SIGNUPS_PER_ADDRESS: '100000',
      ...env,
    },
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  // A failed run keeps its data folder (and the system log in it) for a look afterwards.
  let keepData = false;
  const stop = async () => {
    if (child.pid !== undefined) await stopGroup(child.pid);
    await new Promise<void>((resolve) => log.end(resolve));
    if (!keepData) await rm(dataDir, { recursive: true, force: true });
  };

  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let gone = false;
  void exited(child).then(() => {
    gone = true;
  });
  const fail = async (problem: string) => {
    keepData = true;
    await stop();
    return new StartFailure(
      `${problem}; see ${logFile}, which ends:\n${await lastLines(logFile)}`,
      child.exitCode,
    );
  };
  while (!(await isReady(origin))) {
    if (gone) throw await fail(`The system stopped before it was ready (exit code ${child.exitCode})`);
    if (Date.now() > deadline)
      throw await fail(`The system was not ready within ${READY_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { baseUrl: `${origin}/app/`, logFile, mailDir: join(dataDir, 'mail'), stop };
}
