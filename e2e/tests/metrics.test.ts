import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runPromtool, scrape } from '@academy/kit/testing';
import { describe, expect, it } from 'vitest';
import { SERVICES } from '../../deploy/local/settings.ts';
import { baseUrl, mailDir } from '../support/academy.ts';

/** The local runner lists every process it started, with its metrics port, beside the mail folder. */
const targets = () =>
  JSON.parse(readFileSync(join(dirname(mailDir), 'prometheus', 'targets.json'), 'utf8')) as {
    targets: string[];
    labels: { service: string };
  }[];

describe('the metrics of every process', () => {
  it('are listed for Prometheus, one target per process', () => {
    expect(targets().map(({ labels }) => labels.service)).toEqual([...SERVICES, 'bff']);
  });

  it('pass promtool check metrics, with process and request metrics in each', async () => {
    for (const {
      targets: [address],
      labels,
    } of targets()) {
      const text = await scrape(Number(address?.split(':')[1]));
      expect(await runPromtool(['check', 'metrics'], text), labels.service).toEqual({ code: 0, output: '' });
      expect(text, labels.service).toContain('# TYPE process_cpu_seconds_total counter');
      expect(text, labels.service).toContain('http_server_request_duration_seconds_count{route="/readyz"');
    }
  });

  it('are not served on the public port', async () => {
    const response = await fetch(new URL('/metrics', baseUrl));
    expect(response.status).toBe(404);
  });
});
