import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const k8sDir = join(repoRoot, 'deploy', 'k8s');

/** What the tests read from a manifest; Kubernetes objects are plain YAML maps. */
// biome-ignore lint/suspicious/noExplicitAny: manifests are untyped YAML.
export type Manifest = { kind: string; metadata: { name: string }; spec?: any; data?: any; stringData?: any };

/** Every document of every deploy/k8s/*.yaml except the NATS chart's values (not a manifest). */
export const k8sManifests = (): Manifest[] =>
  readdirSync(k8sDir)
    .filter((file) => file.endsWith('.yaml') && file !== 'nats-values.yaml' && file !== 'kustomization.yaml')
    .flatMap((file) =>
      parseAllDocuments(readFileSync(join(k8sDir, file), 'utf8')).map((document) => {
        if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]!.message}`);
        return document.toJS() as Manifest;
      }),
    );

/** One YAML document with `<<` merge keys resolved (compose files use them); throws on a syntax error. */
export const readYaml = (path: string) => parse(readFileSync(join(repoRoot, path), 'utf8'), { merge: true });

/** The services of the academy: every folder of services/ with a server, and the BFF. */
export const academyProcesses = () => [
  ...readdirSync(join(repoRoot, 'services')).filter((name) => {
    try {
      return readFileSync(join(repoRoot, 'services', name, 'src', 'server.ts')).length > 0;
    } catch {
      return false;
    }
  }),
  'bff',
];

/** Where a process's server starts, relative to the repository (the image runs its bundle). */
export const serverEntry = (name: string) =>
  name === 'bff' ? 'bff/src/server.ts' : `services/${name}/src/server.ts`;

export const configPath = (name: string) =>
  name === 'bff' ? join(repoRoot, 'bff/src/config.ts') : join(repoRoot, 'services', name, 'src/config.ts');

/** Settings a process cannot start without: required by its schema and with no default. */
export const requiredSettings = async (name: string) => {
  const { ConfigSchema } = (await import(configPath(name))) as {
    ConfigSchema: { required?: string[]; properties: Record<string, { default?: unknown }> };
  };
  return {
    all: Object.keys(ConfigSchema.properties),
    required: (ConfigSchema.required ?? []).filter(
      (key) => ConfigSchema.properties[key]?.default === undefined,
    ),
  };
};
