import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, tracingRequested } from '@academy/kit';
import { describe, expect, it } from 'vitest';
import {
  academyProcesses,
  configPath,
  k8sManifests,
  type Manifest,
  readYaml,
  repoRoot,
} from './manifests.ts';

type Environment = Record<string, string>;
const compose = readYaml('deploy/compose.yaml') as {
  services: Record<string, { environment: Environment; volumes?: string[] }>;
};
const manifests = k8sManifests();
const named = (kind: string, name: string) =>
  manifests.find((manifest) => manifest.kind === kind && manifest.metadata.name === name) as Manifest;
const configMap = named('ConfigMap', 'academy-config').data as Environment;
const containerOf = (name: string) => named('Deployment', name).spec.template.spec.containers[0];

/** The `KEY=value` lines of compose.env.example, the deploy/.env a deployment starts from. */
const exampleDotEnv = Object.fromEntries(
  readFileSync(join(repoRoot, 'deploy/compose.env.example'), 'utf8')
    .split('\n')
    .map((line) => line.match(/^([A-Z_0-9]+)=(.*)$/))
    .filter((match) => match !== null)
    .map(([, key, value]) => [key!, value!.replace(/^"(.*)"$/, '$1')]),
);
/** A compose environment as compose fills it from deploy/.env: `${NAME:-default}`, `${NAME:?why}`, `${NAME}`. */
const filled = (environment: Environment, dotEnv: Environment) =>
  Object.fromEntries(
    Object.entries(environment).map(([key, value]) => [
      key,
      String(value).replace(
        /\$\{(\w+)(?::-([^}]*)|:\?[^}]*)?\}/g,
        (_, name: string, fallback?: string) => dotEnv[name] || fallback || '',
      ),
    ]),
  );
const tracingOf = (environment: Environment) =>
  Object.fromEntries(Object.entries(environment).filter(([key]) => key.startsWith('OTEL_')));
const COLLECTOR = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318' };

describe('the OpenTelemetry settings', () => {
  const shared = Object.keys(tracingOf(configMap)).sort();

  it('reach every process alike, in compose and in Kubernetes, each process keeping its own name', () => {
    expect(shared).toContain('OTEL_EXPORTER_OTLP_ENDPOINT');
    expect(shared).not.toContain('OTEL_SERVICE_NAME');
    for (const name of academyProcesses()) {
      const own = Object.keys(tracingOf(compose.services[name]?.environment ?? {})).sort();
      expect([name, own]).toEqual([name, shared]);
      const container = containerOf(name);
      expect(container.envFrom).toContainEqual({ configMapRef: { name: 'academy-config' } });
      const overridden = (container.env as { name: string }[]).filter((entry) =>
        entry.name.startsWith('OTEL_'),
      );
      expect([name, overridden]).toEqual([name, []]);
    }
  });

  it('leave tracing off as shipped, turn it on with an endpoint, and off again with OTEL_SDK_DISABLED', () => {
    for (const name of academyProcesses()) {
      const environment = tracingOf(compose.services[name]?.environment ?? {});
      expect([name, tracingRequested(filled(environment, exampleDotEnv))]).toEqual([name, false]);
      expect(tracingRequested(filled(environment, COLLECTOR))).toBe(true);
      expect(tracingRequested(filled(environment, { ...COLLECTOR, OTEL_SDK_DISABLED: 'true' }))).toBe(false);
    }
    expect(tracingRequested(tracingOf(configMap))).toBe(false);
    expect(tracingRequested({ ...tracingOf(configMap), ...COLLECTOR })).toBe(true);
  });
});

describe("auth's SMTP_CA_FILE", () => {
  const CA_FILE = '/etc/academy/smtp-ca/ca.pem';
  const authConfig = async (dotEnv: Environment) => {
    const { ConfigSchema } = await import(configPath('auth'));
    return loadConfig(ConfigSchema, filled(compose.services.auth?.environment ?? {}, dotEnv)) as {
      SMTP_CA_FILE?: string;
    };
  };

  it('in compose: unset as shipped (the system CAs), else the file in the folder mounted read-only', async () => {
    expect((await authConfig(exampleDotEnv)).SMTP_CA_FILE).toBeUndefined();
    const configured = await authConfig({ ...exampleDotEnv, SMTP_CA_FILE: CA_FILE });
    expect(configured.SMTP_CA_FILE).toBe(CA_FILE);
    expect(compose.services.auth?.volumes).toContain('./smtp-ca:/etc/academy/smtp-ca:ro');
  });

  it('in Kubernetes: from the academy-smtp Secret if set, the CA mounted read-only from a Secret of its own', () => {
    const container = containerOf('auth');
    const setting = (container.env as { name: string; valueFrom?: unknown }[]).find(
      (entry) => entry.name === 'SMTP_CA_FILE',
    );
    expect(setting?.valueFrom).toEqual({
      secretKeyRef: { name: 'academy-smtp', key: 'SMTP_CA_FILE', optional: true },
    });
    const mount = container.volumeMounts.find(
      (volume: { mountPath: string }) => volume.mountPath === '/etc/academy/smtp-ca',
    );
    expect(mount?.readOnly).toBe(true);
    const volume = named('Deployment', 'auth').spec.template.spec.volumes.find(
      (candidate: { name: string }) => candidate.name === mount?.name,
    );
    expect(volume?.secret).toEqual({ secretName: 'academy-smtp-ca', optional: true });
    const example = named('Secret', 'academy-smtp-ca').stringData as Environment;
    expect(Object.keys(example).map((file) => `/etc/academy/smtp-ca/${file}`)).toEqual([CA_FILE]);
  });
});
