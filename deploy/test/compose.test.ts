import { describe, expect, it } from 'vitest';
import { academyProcesses, readYaml, requiredSettings } from './manifests.ts';

type ComposeService = {
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  image?: string;
};
const compose = readYaml('deploy/compose.yaml') as { services: Record<string, ComposeService> };

describe.each(academyProcesses())('the compose service %s', (name) => {
  const service = compose.services[name] as ComposeService;

  it('runs its server from the academy image and checks /readyz', () => {
    expect(service, `no compose service named ${name}`).toBeDefined();
    expect(service.image).toBe('academy:local');
    expect(service.command).toEqual([
      'node',
      name === 'bff' ? 'bff/src/server.ts' : `services/${name}/src/server.ts`,
    ]);
    expect(service.healthcheck?.test.join(' ')).toContain('/readyz');
  });

  it('gets every setting its configuration requires, and none it does not read', async () => {
    const { all, required } = await requiredSettings(name);
    const provided = Object.keys(service.environment ?? {});
    expect(required.filter((key) => !provided.includes(key))).toEqual([]);
    expect(provided.filter((key) => !all.includes(key))).toEqual([]);
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
