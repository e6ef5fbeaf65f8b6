import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '@academy/kit/testing';

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
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
};
