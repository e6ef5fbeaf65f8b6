import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@academy/kit/testing';
import { databaseUrl, readSettings } from '../../deploy/local/settings.ts';
import { type CpuMeter, cpuMeter, postgresBackends, processGroup } from './server-cpu.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const READY_TIMEOUT_MS = 240_000;
const STOP_TIMEOUT_MS = 30_000;

export interface RunningAcademy {
  origin: string;
  /** Its public host (`PUBLIC_URL`'s), which the web app's pages are served under. */
  host: string;
  /** The runner's (`deploy/local/start.ts`) process id; every process of the academy is below it. */
  pid: number;
  /** The processes that serve it: the runner's process group and its PostgreSQL backends. */
  pids: () => Promise<number[]>;
  /** Their CPU, read from /proc. */
  cpu: CpuMeter;
  /** A service's database (`catalogue`…), for setups that write straight into it. */
  databaseUrl: (service: string) => string;
  stop: () => Promise<void>;
}

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** SIGTERM to the whole process group (the runner and every service), SIGKILL if it lingers. */
const stopGroup = async (pid: number) => {
  if (!groupAlive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (groupAlive(pid)) {
    if (Date.now() > deadline) return void process.kill(-pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

const isReady = (origin: string) =>
  fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
    (response) => response.status === 200,
    () => false,
  );

/**
 * A throw-away academy from `deploy/local/start.ts` on a free port with a fresh data folder: its
 * databases and streams are dropped when it stops, and its process group goes with it. `env` adds
 * settings (`METRICS_ENABLED=false` for the academy without metrics).
 */
export const startAcademy = async (
  admin: { email: string; password: string },
  env: Record<string, string> = {},
): Promise<RunningAcademy> => {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-bench-'));
  const logFile = join(dataDir, 'academy.log');
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['deploy/local/start.ts'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      ACADEMY_DATA_DIR: dataDir,
      ACADEMY_EPHEMERAL: 'true',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
      // Every virtual user comes from 127.0.0.1, so the per-address sign-up budget would count them as one,
      // and the failed-login one too (each login counts as a failure while it is in flight).
      SIGNUPS_PER_ADDRESS: '100000',
      LOGIN_FAILURES_PER_ADDRESS: '100000',
      // Signing up 2,000 learners (argon2) on a busy machine can outlast the 15-minute access token: the
      // first learners' tokens must still be valid when the rush begins.
      ACCESS_TOKEN_TTL_SECONDS: '10800',
      ...env,
    },
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);

  const stop = async (keepData = false) => {
    if (child.pid !== undefined) await stopGroup(child.pid);
    log.end();
    if (!keepData) await rm(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await isReady(origin))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop(true);
      const tail = (await readFile(logFile, 'utf8')).split('\n').slice(-15).join('\n');
      throw new Error(`The academy did not become ready (log: ${logFile}):\n${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const settings = readSettings({ ...process.env, ACADEMY_DATA_DIR: dataDir });
  const { databaseServer, instance } = settings;
  const pids = async () => [
    ...(await processGroup(child.pid!)),
    ...(await postgresBackends(databaseServer.toString(), instance)),
  ];
  return {
    origin,
    host: `localhost:${port}`,
    pid: child.pid!,
    pids,
    cpu: cpuMeter(pids),
    databaseUrl: (service) => databaseUrl(settings, service),
    stop: () => stop(),
  };
};
