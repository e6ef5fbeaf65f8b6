import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startAcademy } from './local/academy.ts';
import { startBaseline } from './local/baseline.ts';
import { runExamRush } from './local/exam-rush.ts';
import { journeyFile } from './local/journeys.ts';
import { runScenario, type Scenario } from './local/load.ts';
import { type ScenarioResult, table } from './local/recorder.ts';
import { prepare } from './local/setup.ts';

/**
 * `npm run bench`: a bare Fastify baseline and a throw-away academy on this machine, each scenario
 * driven by autocannon in the same run, throughput reported as a share of the baseline's. Any failed
 * request makes it exit non-zero; `--only <text>` runs just the scenarios whose name contains it;
 * `--paired` measures the baseline again right before each scenario and takes its share against that.
 * `npm run bench -- exam-rush [--learners N]`: see local/exam-rush.ts.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    learners: { type: 'string' },
    seconds: { type: 'string' },
    only: { type: 'string' },
    paired: { type: 'boolean' },
  },
});
const SECONDS = Number(values.seconds ?? process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const JOURNEY_CONNECTIONS = 20;
const admin = { email: 'bench-admin@academy.test', password: 'bench-admin-password' };
const { journeys } = journeyFile;

/** A scenario `seconds` long (default: the run's), driven over `connections` (default: 50). */
const scenario = (
  name: string,
  origin: string,
  steps: Scenario['steps'],
  load: { connections?: number; seconds?: number } = {},
): Scenario => ({
  name,
  origin,
  steps,
  connections: load.connections ?? CONNECTIONS,
  seconds: load.seconds ?? SECONDS,
});

const scenarios = (baseline: string, academy: string): Scenario[] => {
  const journey = { connections: JOURNEY_CONNECTIONS };
  return [
    scenario('baseline: bare Fastify hello', baseline, [{ name: 'hello', path: '/' }]),
    scenario('public course list (BFF)', academy, [journeys.visitor[0]!]),
    scenario('web app index /app/', academy, [{ name: 'index', path: '/app/' }]),
    scenario('my courses (signed in)', academy, [journeys.learner[0]!]),
    scenario('journey: visitor', academy, journeys.visitor, journey),
    scenario('journey: learner', academy, journeys.learner, journey),
    // Signing in hashes a password (argon2): a few connections are enough to find its ceiling.
    scenario('journey: login', academy, journeys.login, { connections: 4, seconds: SECONDS / 2 }),
    scenario('journey: admin', academy, journeys.admin, { ...journey, seconds: SECONDS / 2 }),
  ];
};

const started = Date.now();
console.log('Starting the baseline server and a throw-away academy…');
const baseline = await startBaseline();
const academy = await startAcademy(admin);
process.once('SIGINT', () => void academy.stop().then(() => process.exit(130)));
const results: ScenarioResult[] = [];
let failed = false;
try {
  if (positionals[0] === 'exam-rush') {
    failed = !(await runExamRush(academy.origin, { learners: Number(values.learners ?? 2000), admin }));
  } else {
    const fixture = await prepare(academy.origin, { learners: 8, password: 'bench-learner-password', admin });
    // `--only my` keeps the scenarios whose name contains "my" (and the baseline around them).
    const planned = scenarios(baseline.origin, academy.origin).filter(
      ({ name }, index) => index === 0 || name.includes(values.only ?? ''),
    );
    // The baseline runs first and again last: on a shared machine the load moves during the run, and
    // the shares are taken against the mean of the two.
    for (const scenario of [...planned, { ...planned[0]!, name: 'baseline again (last)' }]) {
      console.log(
        `Running "${scenario.name}": ${scenario.connections} connections for ${scenario.seconds} s…`,
      );
      // `--paired`: the bare server again right before each scenario, under the same load of the moment.
      const before =
        values.paired && scenario.origin !== baseline.origin
          ? await runScenario({ ...planned[0]!, seconds: scenario.seconds })
          : undefined;
      const result = await runScenario(scenario, fixture);
      results.push(before ? { ...result, baseline: before } : result);
      for (const [failure, count] of result.failures) console.error(`  failed ${count}×: ${failure}`);
    }
  }
} catch (error) {
  console.error((error as Error).message);
  failed = true;
} finally {
  await academy.stop();
  baseline.stop();
}
if (results.length > 0) {
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, ${availableParallelism()} cores, load average ${load}, ${Math.round((Date.now() - started) / 1000)} s in all\n`,
  );
  console.log(table(results));
}
if (failed || results.some(({ failures }) => failures.size > 0)) {
  console.error('\nSome requests failed.');
  process.exit(1);
}
