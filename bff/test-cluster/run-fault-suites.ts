import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * Runs the single-machine fault suite and the cluster fault suite at the same time (each starts an
 * academy of its own, and most of their time is spent waiting for processes), each line of their
 * output prefixed with its suite's name. Exits non-zero when either fails.
 */
const suites = {
  faults: 'bff/vitest.faults.config.ts',
  cluster: 'bff/vitest.cluster.config.ts',
};

const run = (name: string, config: string) =>
  new Promise<number>((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--config', config], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
    }
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const results = await Promise.all(
  Object.entries(suites).map(async ([name, config]) => [name, await run(name, config)] as const),
);
for (const [name, code] of results)
  console.log(`${name} fault suite: ${code === 0 ? 'passed' : `FAILED (exit ${code})`}`);
process.exit(results.some(([, code]) => code !== 0) ? 1 : 0);
