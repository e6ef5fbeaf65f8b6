import { freePort, runPromtool, scrape, seriesOf } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Bff, startBff } from './support/bff.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';

let env: TestEnvironment;
let bff: Bff;
let metricsPort: number;
beforeAll(async () => {
  env = await createTestEnvironment();
  metricsPort = await freePort();
  // As the local runner and the Kubernetes manifests start it: the metrics port comes from the environment.
  process.env.METRICS_PORT = String(metricsPort);
  bff = await startBff(env, {});
  delete process.env.METRICS_PORT;
  await bff.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await bff.close();
  await env.stop();
});

const publicUrl = (path: string) => {
  const address = bff.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${path}`;
};

describe("the BFF's metrics", () => {
  it('are not served on its public port', async () => {
    expect((await fetch(publicUrl('/metrics'))).status).toBe(404);
    expect((await fetch(publicUrl('/api/v1/metrics'))).status).toBe(404);
  });

  it('are served on the metrics port, by route template, and pass promtool check metrics', async () => {
    await fetch(publicUrl('/api/v1/openapi.json'));
    await fetch(publicUrl('/api/v1/course/98765'));
    // A request is counted once its reply has gone (`onResponse`), which may be after the client has it.
    const text = await vi.waitFor(async () => {
      const scraped = await scrape(metricsPort);
      const routes = seriesOf(scraped, 'http_server_request_duration_seconds_count').map(
        (series) => /route="([^"]*)"/.exec(series)?.[1],
      );
      expect(routes).toContain('/api/v1/openapi.json');
      expect(routes).toContain('/api/v1/course/:id');
      return scraped;
    });
    // No label carries the id. (Values are left out: a timing or a byte count may hold the digits by chance.)
    const labelSets = text.match(/\{[^}]*\}/g) ?? [];
    expect(labelSets.filter((labels) => labels.includes('98765'))).toEqual([]);
    expect(text).toContain('academy_cache_lookups_total{cache="course_list",result="hit"}');
    expect(await runPromtool(['check', 'metrics'], text)).toEqual({ code: 0, output: '' });
  });
});
