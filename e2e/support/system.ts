import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const READY_TIMEOUT_MS = 300_000;
const STOP_TIMEOUT_MS = 30_000;

export interface RunningSystem {
  baseUrl: string;
  logFile: string;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function isReady(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts `deploy/local/start.ts` in its own process group with a fresh data directory and waits for /readyz. */
export async function startSystem(admin: { email: string; password: string }): Promise<RunningSystem> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-e2e-'));
  const logFile = join(dataDir, 'system.log');
  const log = createWriteStream(logFile);
  const child = spawn('npm', ['exec', '--', 'node', 'deploy/local/start.ts'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      ACADEMY_DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const stop = async () => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      const timer = setTimeout(
        () => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'),
        STOP_TIMEOUT_MS,
      );
      await exited(child);
      clearTimeout(timer);
    }
    log.end();
  };

  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let gone = false;
  void exited(child).then(() => {
    gone = true;
  });
  while (!(await isReady(origin))) {
    if (gone) throw new Error(`The system stopped before it was ready; see ${logFile}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The system was not ready within ${READY_TIMEOUT_MS / 1000} s; see ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { baseUrl: `${origin}/app/`, logFile, stop };
}
