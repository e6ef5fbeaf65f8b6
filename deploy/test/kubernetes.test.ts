import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleOf, serverEntries } from '../build/server-bundles.ts';
import {
  academyProcesses,
  k8sManifests,
  type Manifest,
  readYaml,
  repoRoot,
  requiredSettings,
  serverEntry,
} from './manifests.ts';

const manifests = k8sManifests();
const named = (kind: string, name: string) =>
  manifests.find((manifest) => manifest.kind === kind && manifest.metadata.name === name);

type EnvEntry = {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string } };
};

/** The variable names a container receives: its own env plus every key of the ConfigMaps it loads. */
const providedSettings = (container: {
  env?: EnvEntry[];
  envFrom?: { configMapRef?: { name: string } }[];
}) => {
  const fromConfigMaps = (container.envFrom ?? []).flatMap(({ configMapRef }) =>
    Object.keys((configMapRef && named('ConfigMap', configMapRef.name)?.data) ?? {}),
  );
  return new Set([...fromConfigMaps, ...(container.env ?? []).map(({ name }) => name)]);
};

describe.each(academyProcesses())('the Kubernetes manifests of %s', (name) => {
  const deployment = named('Deployment', name) as Manifest;
  const container = deployment?.spec.template.spec.containers[0];

  it("have a Deployment running its server's bundle and a Service in front of it", () => {
    expect(deployment, `no Deployment named ${name}`).toBeDefined();
    expect(serverEntries(), 'the image build bundles it').toContain(serverEntry(name));
    expect(container.command.at(-1)).toBe(bundleOf(serverEntry(name)));
    const service = named('Service', name);
    expect(service?.spec.selector).toEqual(deployment.spec.selector.matchLabels);
    expect(service?.spec.ports[0].targetPort).toBe(container.ports[0].name);
  });

  it('provide every setting its configuration requires, and no setting it does not read', async () => {
    const { all, required } = await requiredSettings(name);
    const provided = providedSettings(container);
    expect(required.filter((key) => !provided.has(key))).toEqual([]);
    const own = (container.env as EnvEntry[]).map((entry) => entry.name);
    expect(own.filter((key) => !all.includes(key))).toEqual([]);
    const port = (container.env as EnvEntry[]).find((entry) => entry.name === 'PORT')?.value;
    expect(Number(port)).toBe(container.ports[0].containerPort);
  });

  it('read only Secrets and keys that the example Secrets define', () => {
    for (const { valueFrom } of container.env as EnvEntry[]) {
      const ref = valueFrom?.secretKeyRef;
      if (!ref) continue;
      expect(Object.keys(named('Secret', ref.name)?.stringData ?? {}), `${ref.name}`).toContain(ref.key);
    }
  });

  it('probe /readyz and /healthz, set requests and limits, and run non-root on a read-only root', () => {
    expect(container.readinessProbe.httpGet.path).toBe('/readyz');
    expect(container.livenessProbe.httpGet.path).toBe('/healthz');
    expect(Object.keys(container.resources.requests)).toEqual(['cpu', 'memory']);
    expect(Object.keys(container.resources.limits)).toEqual(['cpu', 'memory']);
    expect(deployment.spec.template.spec.securityContext.runAsNonRoot).toBe(true);
    expect(container.securityContext).toMatchObject({
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
    });
  });
});

describe('the Kubernetes manifests as a whole', () => {
  it('point the BFF at each service through its Service and port', () => {
    const config = named('ConfigMap', 'academy-config')?.data as Record<string, string>;
    for (const name of academyProcesses().filter((process) => process !== 'bff')) {
      const url = new URL(config[`${name.toUpperCase()}_URL`]!);
      expect(url.hostname.split('.')[0]).toBe(name);
      expect(Number(url.port)).toBe(named('Service', name)?.spec.ports[0].port);
    }
  });

  it('route the Ingress to the BFF and scale the BFF with an autoscaler', () => {
    const ingress = named('Ingress', 'academy');
    expect(ingress?.spec.rules[0].http.paths[0].backend.service.name).toBe('bff');
    expect(named('HorizontalPodAutoscaler', 'bff')?.spec.scaleTargetRef.name).toBe('bff');
  });

  it('list every manifest file in the kustomization, except the example Secrets', () => {
    const { resources } = readYaml('deploy/k8s/kustomization.yaml') as { resources: string[] };
    for (const file of resources) expect(existsSync(join(repoRoot, 'deploy/k8s', file)), file).toBe(true);
    expect(resources).not.toContain('secrets.example.yaml');
    expect(resources).toEqual(expect.arrayContaining(academyProcesses().map((name) => `${name}.yaml`)));
  });

  it('run NATS as a three-node JetStream cluster', () => {
    const { config } = readYaml('deploy/k8s/nats-values.yaml');
    expect(config.cluster).toMatchObject({ enabled: true, replicas: 3 });
    expect(config.jetstream.enabled).toBe(true);
  });
});
