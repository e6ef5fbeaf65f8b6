import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createOpenApp } from '../src/testing/open-app.ts';

/** An app logging at `level` into a fresh file, with one fast, one slow and one failing route. */
const appLoggingTo = async (level: string, summariesPerSecond?: number, slowRequestMs = 100) => {
  const logDir = await mkdtemp(join(tmpdir(), 'access-log-'));
  const logFile = join(logDir, 'service.log');
  const app = createOpenApp({
    name: 'probe',
    logLevel: level,
    logFile,
    slowRequestMs,
    summariesPerSecond,
  });
  app.get('/fast', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await sleep(150);
    return { ok: true };
  });
  app.get('/noted', async (request) => {
    request.log.warn({ body: { password: 'hunter22' } }, 'noted');
    return { ok: true };
  });
  app.get('/broken', async () => {
    throw new Error('disk on fire');
  });
  const linesAfterClose = async () => {
    await app.close();
    const text = await readFile(logFile, 'utf8').catch(() => '');
    await rm(logDir, { recursive: true, force: true });
    return text
      .split('\n')
      .filter(Boolean)
      .map(
        (line) =>
          JSON.parse(line) as {
            level: number;
            msg: string;
            url?: string;
            status?: number;
            notLogged?: number;
            byStatus?: Record<string, number>;
            reqId?: string;
            body?: unknown;
          },
      );
  };
  return { app, linesAfterClose };
};

describe('request logs', () => {
  it('write nothing for a successful request at the default level', async () => {
    const { app, linesAfterClose } = await appLoggingTo('info');
    expect((await app.inject({ url: '/fast' })).statusCode).toBe(200);
    expect(await linesAfterClose()).toEqual([]);
  });

  it('write the error and a one-line summary of a 500, and a line for a refused request', async () => {
    const { app, linesAfterClose } = await appLoggingTo('info');
    expect((await app.inject({ url: '/broken' })).statusCode).toBe(500);
    expect((await app.inject({ url: '/missing' })).statusCode).toBe(404);
    const lines = await linesAfterClose();
    expect(lines.filter((line) => line.level === 50).map((line) => line.status ?? line.msg)).toEqual([
      'request failed',
      500,
    ]);
    expect(lines.find((line) => line.level === 40)).toMatchObject({ url: '/missing', status: 404 });
  });

  it('write a line for a request slower than the threshold', async () => {
    const { app, linesAfterClose } = await appLoggingTo('info');
    expect((await app.inject({ url: '/slow' })).statusCode).toBe(200);
    expect(await linesAfterClose()).toEqual([
      expect.objectContaining({ msg: 'slow request', url: '/slow', status: 200 }),
    ]);
  });

  it('count refused requests over the budget in one line instead of writing each', async () => {
    // No request counts as slow here: on a loaded machine a burst's 200s could pass 100 ms and share the budget.
    const { app, linesAfterClose } = await appLoggingTo('info', 20, 60_000);
    const statuses = await Promise.all(
      Array.from({ length: 120 }, (_, index) => app.inject({ url: index % 2 ? '/missing' : '/fast?x' })),
    ).then((replies) => replies.map((reply) => reply.statusCode));
    expect(statuses.filter((status) => status === 404)).toHaveLength(60);
    await app.inject({ url: '/broken' });
    const lines = await linesAfterClose();
    const refused = lines.filter((line) => line.msg === 'request refused');
    const counted = lines.filter((line) => line.msg === 'request summaries over 20 a second not logged');
    // Within the same second 20 are written one by one; a second boundary inside the burst allows 20 more.
    expect(refused.length).toBeGreaterThanOrEqual(20);
    expect(refused.length + counted.reduce((sum, line) => sum + (line.notLogged ?? 0), 0)).toBe(60);
    expect(counted[0]?.byStatus).toEqual({ '404': expect.any(Number) });
    // Failures are never held back.
    expect(lines.filter((line) => line.status === 500)).toHaveLength(1);
  });

  it("carry the request's id on a handler's own line, with its secrets redacted", async () => {
    const { app, linesAfterClose } = await appLoggingTo('info');
    const reply = await app.inject({ url: '/noted' });
    const [line] = await linesAfterClose();
    expect(line).toMatchObject({ msg: 'noted', reqId: reply.headers['x-request-id'] });
    expect(line?.body).toEqual({ password: '[redacted]' });
  });

  it('come back one by one at the debug level', async () => {
    const { app, linesAfterClose } = await appLoggingTo('debug');
    await app.inject({ url: '/fast' });
    const messages = (await linesAfterClose()).map((line) => line.msg);
    expect(messages).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });
});
