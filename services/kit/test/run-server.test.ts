import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { PORT_TAKEN_EXIT_CODE } from '../src/exit-codes.ts';
import { LISTENING_MESSAGE } from '../src/run.ts';
import { freePort } from '../src/testing/index.ts';

const fixture = fileURLToPath(new URL('./fixtures/run-server.ts', import.meta.url));
const children: ChildProcess[] = [];
const holders: Server[] = [];

/** Runs the fixture server with a channel to this process, as the local runner starts a service. */
const startServer = (env: Record<string, string>) => {
  const child = spawn(process.execPath, [fixture], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const messages: unknown[] = [];
  child.on('message', (message) => messages.push(message));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, messages, exited, stderr: () => stderr };
};

/** Another process's listener on a port. */
const hold = (port: number) =>
  new Promise<void>((resolve) => {
    const server = createServer();
    holders.push(server);
    server.listen(port, '127.0.0.1', () => resolve());
  });

afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await Promise.all(holders.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('a server started with runServer', () => {
  it('tells the process that started it once it listens, and answers there', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port) });
    await expect.poll(() => server.messages, { timeout: 30_000 }).toEqual([LISTENING_MESSAGE]);
    // The bare app has no routes: its "not found" shows it is the one listening there.
    const reply = await fetch(`http://127.0.0.1:${port}/anything`);
    expect(reply.status).toBe(404);
    expect(await reply.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('ends with its own exit code, naming the port, when another process holds its port', async () => {
    const port = await freePort();
    await hold(port);
    const server = startServer({ PORT: String(port) });
    expect(await server.exited).toBe(PORT_TAKEN_EXIT_CODE);
    expect(server.stderr()).toContain(`Port ${port} is already in use.`);
    expect(server.messages).toEqual([]);
  });

  it('ends the same way when another process holds its metrics port', async () => {
    const metricsPort = await freePort();
    await hold(metricsPort);
    const server = startServer({ PORT: String(await freePort()), METRICS_PORT: String(metricsPort) });
    expect(await server.exited).toBe(PORT_TAKEN_EXIT_CODE);
    expect(server.stderr()).toContain(`Port ${metricsPort} is already in use.`);
  });
});
