import { join } from 'node:path';
import { MetricsConfigSchema } from '@academy/kit';
import { runPromtool } from '@academy/kit/testing';
import { describe, expect, it } from 'vitest';
import { bundleOf } from '../build/server-bundles.ts';
import { academyProcesses, readYaml, repoRoot, requiredSettings, serverEntry } from './manifests.ts';

type ComposeService = {
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  image?: string;
  volumes?: string[];
};
const compose = readYaml('deploy/compose.yaml') as { services: Record<string, ComposeService> };
/** Read by every process through the kit (`/metrics` on a port of its own), beside its own settings. */
const metricsSettings = Object.keys(MetricsConfigSchema.properties);
/** Traces: the standard variables, read by the kit's tracing and the OpenTelemetry SDK (tracing-and-mail-settings.test.ts). */
const isTracingSetting = (key: string) => key.startsWith('OTEL_');

describe.each(academyProcesses())('the compose service %s', (name) => {
  const service = compose.services[name] as ComposeService;

  it("runs its server's bundle from the academy image and checks /readyz", () => {
    expect(service, `no compose service named ${name}`).toBeDefined();
    expect(service.image).toBe('academy:local');
    expect(service.command).toEqual(['node', bundleOf(serverEntry(name))]);
    expect(service.healthcheck?.test.join(' ')).toContain('/readyz');
  });

  it('gets every setting its configuration requires, and none it does not read', async () => {
    const { all, required } = await requiredSettings(name);
    const provided = Object.keys(service.environment ?? {});
    expect(required.filter((key) => !provided.includes(key))).toEqual([]);
    const unread = (key: string) =>
      !all.includes(key) && !metricsSettings.includes(key) && !isTracingSetting(key);
    expect(provided.filter(unread)).toEqual([]);
  });

  it('serves its metrics on a port of its own that Prometheus can reach', () => {
    expect(service.environment?.METRICS_HOST).toBe('0.0.0.0');
    expect(service.environment?.METRICS_PORT).toMatch(/^\d+$/);
    expect(service.environment?.METRICS_PORT).not.toBe(service.environment?.PORT);
  });
});

describe('the compose Prometheus', () => {
  const prometheus = compose.services.prometheus as ComposeService;
  /** Host file → container path, for the files mounted from deploy/. */
  const mounts = new Map(
    (prometheus?.volumes ?? [])
      .filter((volume) => volume.startsWith('./'))
      .map((volume) => volume.split(':') as [string, string]),
  );
  const configFile = [...mounts].find(
    ([, inContainer]) => inContainer === '/etc/prometheus/prometheus.yml',
  )?.[0];
  const config = () =>
    readYaml(join('deploy', configFile ?? '')) as {
      rule_files: string[];
      scrape_configs: { static_configs: { targets: string[]; labels: { service: string } }[] }[];
    };

  it('scrapes every process on its metrics port, labelled with its service', () => {
    expect(configFile).toBeDefined();
    const scraped = config().scrape_configs.flatMap(({ static_configs }) =>
      static_configs.map(({ targets, labels }) => ({ targets, service: labels.service })),
    );
    const expected = academyProcesses().map((name) => ({
      targets: [`${name}:${compose.services[name]?.environment?.METRICS_PORT}`],
      service: name,
    }));
    const byService = (a: { service: string }, b: { service: string }) => a.service.localeCompare(b.service);
    expect(scraped.sort(byService)).toEqual(expected.sort(byService));
  });

  it('loads the alert rules of deploy/monitoring, mounted beside its configuration', () => {
    const { rule_files } = config();
    expect(rule_files).toContain('academy.rules.yml');
    for (const rules of rule_files)
      expect(mounts.get(`./monitoring/${rules}`)).toBe(`/etc/prometheus/${rules}`);
  });

  it('has a configuration promtool check config accepts, rules included', async () => {
    const checked = await runPromtool(['check', 'config', join(repoRoot, 'deploy', configFile ?? '')]);
    expect(checked.code, checked.output).toBe(0);
    expect(checked.output).toContain('rule files found');
  });
});

describe('the compose file', () => {
  it('brings PostgreSQL 16, NATS 2.10 with JetStream and MinIO', () => {
    expect(compose.services.postgres?.image).toBe('postgres:16');
    expect(compose.services.nats?.image).toMatch(/^nats:2\.10/);
    expect(compose.services.nats?.command).toContain('--jetstream');
    expect(compose.services.minio?.image).toMatch(/^minio\/minio/);
  });
});
