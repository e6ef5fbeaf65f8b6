import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { k8sManifests, type Manifest, repoRoot } from './manifests.ts';

type Typed = Manifest & { apiVersion: string };
interface Model {
  validate(): void;
}

/**
 * The model of a manifest's kind, with its validator compiled from the Kubernetes OpenAPI schemas
 * (kubernetes-models; Prometheus Operator kinds from its CRDs): bundled, so nothing is fetched.
 */
const modelOf = async ({ apiVersion, kind }: Typed) => {
  const models = apiVersion.startsWith('monitoring.coreos.com/')
    ? '@kubernetes-models/prometheus-operator'
    : 'kubernetes-models';
  const module = (await import(`${models}/${apiVersion}/${kind}`)) as Record<
    string,
    new (
      data: unknown,
    ) => Model
  >;
  const model = module[kind];
  if (!model) throw new Error(`no schema for ${apiVersion} ${kind}`);
  return model;
};

/** Validates one manifest; a schema violation throws, naming the field. */
const validate = async (manifest: Typed) => {
  const Model = await modelOf(manifest);
  new Model(manifest).validate();
};

const prometheusRule = () =>
  parseAllDocuments(
    readFileSync(join(repoRoot, 'deploy/monitoring/academy.prometheusrule.yaml'), 'utf8'),
  ).map((document) => document.toJS() as Typed);

describe('the Kubernetes manifests', () => {
  const manifests = [...(k8sManifests() as Typed[]), ...prometheusRule()];

  it.each(manifests.map((manifest) => [`${manifest.kind} ${manifest.metadata.name}`, manifest] as const))(
    '%s matches the Kubernetes schema of its kind',
    async (_name, manifest) => {
      await expect(validate(manifest)).resolves.toBeUndefined();
    },
  );

  it('would be refused with a field of the wrong type or a required one missing', async () => {
    const deployment = manifests.find((manifest) => manifest.kind === 'Deployment');
    if (!deployment) throw new Error('no Deployment');
    await expect(validate({ ...deployment, spec: { ...deployment.spec, replicas: 'two' } })).rejects.toThrow(
      /replicas/,
    );
    const { selector: _selector, ...withoutSelector } = deployment.spec;
    await expect(validate({ ...deployment, spec: withoutSelector })).rejects.toThrow(/selector/);
  });
});
