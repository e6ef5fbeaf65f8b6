import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXTERNAL } from '../build/servers.ts';
import { SERVER_MALLOC_SETTINGS, SERVER_V8_FLAGS } from '../local/processes.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dockerfile = readFileSync(`${root}/deploy/Dockerfile`, 'utf8');
/** The root's workspaces, globs (`services/*`) expanded to the folders that hold a package.json. */
const workspaces = (JSON.parse(readFileSync(`${root}/package.json`, 'utf8')).workspaces as string[]).flatMap(
  (entry) =>
    entry.endsWith('/*')
      ? readdirSync(`${root}/${entry.slice(0, -2)}`, { withFileTypes: true })
          .filter((folder) => folder.isDirectory())
          .map((folder) => `${entry.slice(0, -2)}/${folder.name}`)
          .filter((folder) => readdirSync(`${root}/${folder}`).includes('package.json'))
      : [entry],
);
/** The workspaces whose code the image runs, and their production dependencies. */
const shipped = workspaces.filter((folder) => /^(contracts|services\/|bff)/.test(folder));
const productionDependencies = (folder: string) =>
  Object.keys(JSON.parse(readFileSync(`${root}/${folder}/package.json`, 'utf8')).dependencies ?? {});

/** The instructions of each stage, by stage name. */
const stages = Object.fromEntries(
  dockerfile
    .split(/^FROM /m)
    .slice(1)
    .map((stage) => [stage.match(/ AS (\w+)/)?.[1] ?? '', stage.replace(/^#.*$/gm, '')]),
);

describe('the production image', () => {
  it('leaves Storybook out: not built, not copied, not configured', () => {
    expect(Object.keys(stages)).toEqual(['build', 'prune', 'runtime']);
    expect(stages.build).toMatch(/^RUN npm run build -w web$/m);
    for (const [name, instructions] of Object.entries(stages)) {
      expect([name, /storybook|-w ui-kit/i.test(instructions)]).toEqual([name, false]);
    }
  });

  it("installs with every workspace's package.json, so `npm ci` sees the whole lock file", () => {
    const copied = [...(stages.build ?? '').matchAll(/^COPY (\S+)\/package\.json \1\/$/gm)].map(
      (match) => match[1],
    );
    expect(copied.sort()).toEqual([...workspaces].sort());
  });

  it('ships nothing from deploy/local: the stand-ins are for local runs and tests', () => {
    expect(stages.prune).toMatch(/rm node_modules\/@academy\/stripe-standin/);
    expect(stages.runtime).not.toMatch(/deploy\/local/);
    const copiedSources = [...(stages.runtime ?? '').matchAll(/^COPY --from=prune \S+ \/app\/(\S+)/gm)].map(
      (m) => m[1],
    );
    expect(copiedSources.filter((path) => path === 'deploy' || path?.startsWith('deploy/'))).toEqual([]);
  });

  it('installs no local stand-in or test server as a production dependency of what it ships', () => {
    const offending = shipped.flatMap((folder) =>
      productionDependencies(folder)
        .filter((name) => name === 's3rver' || name === '@academy/stripe-standin')
        .map((name) => `${folder}: ${name}`),
    );
    expect(offending).toEqual([]);
  });

  it('runs the servers from their bundles, with every package a bundle leaves to Node installed', () => {
    expect(stages.build).toMatch(/^RUN node deploy\/build\/servers\.ts$/m);
    expect(stages.runtime).toMatch(/^CMD \["node", "bff\/dist\/server\.js"\]$/m);
    const installed = new Set(shipped.flatMap(productionDependencies));
    // s3rver serves only local runs; pg-native is pg's optional native driver, never asked for.
    const needed = EXTERNAL.filter(
      (name) => !name.endsWith('/*') && name !== 's3rver' && name !== 'pg-native',
    );
    expect(needed.filter((name) => !installed.has(name))).toEqual([]);
    expect([...installed].some((name) => name.startsWith('@opentelemetry/'))).toBe(true);
  });

  it("runs its servers with the local runner's memory settings (V8's young generation, malloc's threshold)", () => {
    const environment = Object.fromEntries(
      [...(stages.runtime?.match(/^ENV ((?:.*\\\n)*.*)$/m)?.[1] ?? '').matchAll(/(\w+)=(\S+)/g)].map(
        ([, name, value]) => [name, value],
      ),
    );
    expect(environment.NODE_OPTIONS).toBe(SERVER_V8_FLAGS.join(' '));
    expect(environment.GLIBC_TUNABLES).toBe(SERVER_MALLOC_SETTINGS.GLIBC_TUNABLES);
  });
});
