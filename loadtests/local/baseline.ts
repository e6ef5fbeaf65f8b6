import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '@academy/kit/testing';
import { cpuMeter } from './server-cpu.ts';

/** Starts the bare baseline server in its own process (like each of the academy's) and returns its origin. */
export const startBaseline = async () => {
  const port = await freePort();
  const child = spawn(process.execPath, [fileURLToPath(new URL('./baseline-server.ts', import.meta.url))], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`The baseline server stopped (exit code ${code})`)));
  });
  const pid = child.pid!;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    cpu: cpuMeter(async () => [pid]),
    stop: () => child.kill('SIGTERM'),
  };
};

export type Baseline = Awaited<ReturnType<typeof startBaseline>>;
