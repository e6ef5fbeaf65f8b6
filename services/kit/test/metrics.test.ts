import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { EVENT_LOOP_SAMPLE_MS } from '../src/metrics/registry.ts';
import { freePort, runPromtool, scrape, seriesOf } from '../src/testing/index.ts';
import { createOpenApp } from '../src/testing/open-app.ts';

/** The request count of the series with `labels` in a scrape, 0 when it has none yet. */
const countOf = (text: string, labels: string) =>
  Number(
    seriesOf(text, 'http_server_request_duration_seconds_count')
      .find((line) => line.startsWith(`${labels} `))
      ?.split(' ')[1] ?? 0,
  );

describe('metrics of an app', () => {
  let app: App;
  let port: number;

  beforeEach(async () => {
    port = await freePort();
    app = createOpenApp({ name: 'test', logLevel: 'silent', metrics: { port } });
    app.get('/courses/:courseId', async () => ({}));
    await app.ready();
  });
  afterEach(() => app.close());

  it('serves /metrics on its own port, requests labelled by route template, never by their URL', async () => {
    // The registry is the process's: requests of other test files this worker ran count in it too.
    const before = await scrape(port);
    await app.inject({ method: 'GET', url: '/courses/zqxjkvw' });
    await app.inject({ method: 'GET', url: '/courses/zqxjkvw' });
    await app.inject({ method: 'GET', url: '/no/such/path/alice@example.com?token=wvkjxqz' });
    const text = await scrape(port);

    const counted = (labels: string) => countOf(text, labels) - countOf(before, labels);
    expect(counted('{route="/courses/:courseId",method="GET",status="200"}')).toBe(2);
    expect(counted('{route="unmatched",method="GET",status="404"}')).toBe(1);
    for (const raw of ['zqxjkvw', 'alice@example.com', 'wvkjxqz', '/no/such'])
      expect(text).not.toContain(raw);
    for (const processMetric of [
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_gc_duration_seconds',
      'process_resident_memory_bytes',
    ]) {
      expect(text).toContain(`# TYPE ${processMetric}`);
    }
  });

  it('records a stalled event loop at its full length, sampled coarsely so an idle process sleeps', async () => {
    const lagMax = async () =>
      Number(seriesOf(await scrape(port), 'nodejs_eventloop_lag_max_seconds')[0]?.split(' ')[1]);
    // A scrape resets the delay histogram: what follows is this test's own stall. The first sample after
    // a reset only starts the clock, so one is taken before the stall.
    await lagMax();
    await new Promise((resolve) => setTimeout(resolve, 2 * EVENT_LOOP_SAMPLE_MS));
    const stalledUntil = Date.now() + 400;
    while (Date.now() < stalledUntil) {
      // Busy: nothing else may run, as when a request parses a huge body.
    }
    await new Promise((resolve) => setTimeout(resolve, 2 * EVENT_LOOP_SAMPLE_MS));
    expect(await lagMax()).toBeGreaterThanOrEqual(0.3);
  });

  it('passes promtool check metrics without a remark', async () => {
    await app.inject({ method: 'GET', url: '/courses/1' });
    const checked = await runPromtool(['check', 'metrics'], await scrape(port));
    expect(checked).toEqual({ code: 0, output: '' });
  });

  it('answers nothing but GET /metrics on the metrics port, and no /metrics on the app', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/courses/1`)).status).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('closes the metrics port with the app', async () => {
    await app.close();
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});

describe('metrics switched off (METRICS_ENABLED=false)', () => {
  it('collect no process metrics, time no request and open no metrics port', async () => {
    const fixture = fileURLToPath(new URL('./fixtures/metrics-off.ts', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, [fixture], {
      env: { ...process.env, METRICS_ENABLED: 'false', METRICS_PORT: String(await freePort()) },
    });
    const { listening, metrics } = JSON.parse(stdout) as { listening: boolean; metrics: string };
    expect(listening).toBe(false);
    expect(metrics).not.toContain('process_cpu_seconds_total');
    expect(metrics).not.toContain('nodejs_eventloop_lag_seconds');
    expect(seriesOf(metrics, 'http_server_request_duration_seconds_count')).toEqual([]);
  }, 60_000);
});
