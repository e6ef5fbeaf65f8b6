import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { type RunningAcademy, startAcademy } from './local/academy.ts';
import { startBaseline } from './local/baseline.ts';
import { runExamRush } from './local/exam-rush.ts';
import { journeyFile } from './local/journeys.ts';
import { runScenario, type Scenario } from './local/load.ts';
import { runLoginClassroom } from './local/login-classroom.ts';
import { memoryTable, processMemory } from './local/memory.ts';
import { type ScenarioResult, table } from './local/recorder.ts';
import { copyReply } from './local/reply-copies.ts';
import { seedSearchCatalogue } from './local/search-catalogue.ts';
import { SEARCH_CONNECTIONS, SEARCH_KINDS } from './local/search-mix.ts';
import { prepare } from './local/setup.ts';

/**
 * `npm run bench`: a bare Fastify baseline and a throw-away academy on this machine, each scenario
 * driven by autocannon in the same run for a fixed number of requests, server CPU per request (from
 * /proc) and throughput reported against the baseline's. Any failed request makes it exit non-zero;
 * `--only <text>` runs just the scenarios whose name contains it; `--requests N` sets the amount of the
 * single-route scenarios (the others scale with it); `--paired` measures the baseline again right
 * before each scenario and takes its ratios against that; `--compare-metrics` starts a second academy with
 * metrics off (`METRICS_ENABLED=false`) and measures each academy scenario on it right after, so what the
 * metrics cost per request shows in the same run. After each public read, the bare server sends a copy of
 * that read's reply (`local/reply-copies.ts`): the read's floor.
 * `npm run bench -- exam-rush [--learners N] [--open-seconds S] [--submit-seconds S]`: see local/exam-rush.ts.
 * `npm run bench -- login-classroom [--learners N] [--login-seconds S]`: see local/login-classroom.ts.
 * `npm run bench -- search [--courses N]`: N generated courses (default 10,000), then each kind of search
 * of local/search-mix.ts as a scenario (a tenth of `--requests` each), with the baseline around them.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    learners: { type: 'string' },
    'open-seconds': { type: 'string' },
    'submit-seconds': { type: 'string' },
    'login-seconds': { type: 'string' },
    requests: { type: 'string' },
    only: { type: 'string' },
    paired: { type: 'boolean' },
    'compare-metrics': { type: 'boolean' },
    courses: { type: 'string' },
    connections: { type: 'string' },
  },
});
const REQUESTS = Number(values.requests ?? process.env.BENCH_REQUESTS ?? 20_000);
const CONNECTIONS = 50;
const JOURNEY_CONNECTIONS = 20;
const admin = { email: 'bench-admin@academy.test', password: 'bench-admin-password' };
const { journeys } = journeyFile;

/** The signed-in reads that open a course and play its first video, each measured alone. */
const learnerReads = [
  ...journeys.learner.filter(({ name }) =>
    ['course details', 'video range', 'quiz attempts', 'course progress'].includes(name),
  ),
  {
    name: 'certificate eligibility',
    path: '/api/v1/sefacertificate/eligibility/{learnerId}/{courseId}',
    as: 'learner' as const,
  },
];

/**
 * The public reads, each measured again as bare Fastify sending a copy of its reply (`local/reply-copies.ts`):
 * that row is the read's floor, what its bytes and headers cost without any of the academy's work.
 */
const publicReads = [
  { name: 'public course list (BFF)', copy: 'course-list', step: journeys.visitor[0]! },
  { name: 'featured course page /app/productpage', copy: 'featured-page', step: journeys.visitor[2]! },
  { name: 'web app index /app/', copy: 'app-index', step: { name: 'index', path: '/app/' } },
];

type Server = Pick<RunningAcademy, 'origin' | 'host' | 'cpu'>;
const serverOf = ({ origin, host, cpu }: Server): Server => ({ origin, host, cpu });

/** `share` of the run's request amount (default: all of it), driven over `connections` (default: 50). */
const scenario = (
  name: string,
  server: Server,
  steps: Scenario['steps'],
  load: { connections?: number; share?: number } = {},
): Scenario => ({
  name,
  origin: server.origin,
  host: server.host,
  cpu: server.cpu,
  steps,
  connections: load.connections ?? CONNECTIONS,
  requests: Math.max(steps.length, Math.round(REQUESTS * (load.share ?? 1))),
});

const scenarios = (baseline: Server, academy: Server): Scenario[] => {
  const journey = { connections: JOURNEY_CONNECTIONS, share: 0.5 };
  return [
    scenario('baseline: bare Fastify hello', baseline, [{ name: 'hello', path: '/' }]),
    ...publicReads.flatMap(({ name, copy, step }) => [
      scenario(name, academy, [step]),
      scenario(`${name}: its reply from bare Fastify`, baseline, [{ name: copy, path: `/replies/${copy}` }]),
    ]),
    scenario('my courses (signed in)', academy, [journeys.learner[0]!]),
    ...learnerReads.map((step) => scenario(`learner read: ${step.name}`, academy, [step], { share: 0.5 })),
    scenario('journey: visitor', academy, journeys.visitor, journey),
    scenario('journey: learner', academy, journeys.learner, journey),
    // Signing in hashes a password (argon2): a few connections are enough to find its ceiling.
    scenario('journey: login', academy, journeys.login, { connections: 4, share: 0.01 }),
    scenario('journey: admin', academy, journeys.admin, { ...journey, share: 0.25 }),
  ];
};

/** `search`: each kind of search over the generated catalogue, the baseline first. */
const searchScenarios = (baseline: Server, academy: Server): Scenario[] => [
  scenarios(baseline, academy)[0]!,
  ...SEARCH_KINDS.map(({ name, steps }) =>
    scenario(`search: ${name}`, academy, steps, {
      connections: Number(values.connections ?? SEARCH_CONNECTIONS),
      share: 0.1,
    }),
  ),
];

const started = Date.now();
console.log('Starting the baseline server and a throw-away academy…');
const baseline = await startBaseline();
const academy = await startAcademy(admin);
const withoutMetrics = values['compare-metrics']
  ? await startAcademy(admin, { METRICS_ENABLED: 'false' })
  : undefined;
const stopAcademies = () => Promise.all([academy.stop(), withoutMetrics?.stop()]);
process.once('SIGINT', () => void stopAcademies().then(() => process.exit(130)));
const results: ScenarioResult[] = [];
let failed = false;
try {
  if (positionals[0] === 'exam-rush') {
    failed = !(await runExamRush(academy, baseline, {
      learners: Number(values.learners ?? 2000),
      openSeconds: Number(values['open-seconds'] ?? 2),
      submitSeconds: Number(values['submit-seconds'] ?? 5),
      admin,
    }));
  } else if (positionals[0] === 'login-classroom') {
    failed = !(await runLoginClassroom(academy, {
      learners: Number(values.learners ?? 500),
      loginSeconds: Number(values['login-seconds'] ?? 30),
    }));
  } else {
    const searching = positionals[0] === 'search';
    const fixtures = new Map<string, Awaited<ReturnType<typeof prepare>>>();
    for (const server of [academy, ...(withoutMetrics ? [withoutMetrics] : [])]) {
      const { origin } = server;
      if (searching) {
        await seedSearchCatalogue(server.databaseUrl('catalogue'), Number(values.courses ?? 10_000));
      } else {
        fixtures.set(
          origin,
          await prepare(origin, { learners: 8, password: 'bench-learner-password', admin }),
        );
      }
    }
    if (!searching) {
      for (const { copy, step } of publicReads) await copyReply(academy, step.path, baseline.origin, copy);
    }
    // `--only my` keeps the scenarios whose name contains "my" (and the baseline around them).
    const planned = (searching ? searchScenarios : scenarios)(baseline, academy)
      .filter(({ name }, index) => index === 0 || name.includes(values.only ?? ''))
      .flatMap((scenario, index) =>
        index > 0 && withoutMetrics && scenario.origin !== baseline.origin
          ? [scenario, { ...scenario, ...serverOf(withoutMetrics), name: `${scenario.name} (metrics off)` }]
          : [scenario],
      );
    // The baseline runs first and again last: on a shared machine the load moves during the run, and
    // the shares are taken against the mean of the two.
    for (const scenario of [...planned, { ...planned[0]!, name: 'baseline again (last)' }]) {
      console.log(
        `Running "${scenario.name}": ${scenario.requests} requests over ${scenario.connections} connections…`,
      );
      // `--paired`: the bare server again right before each scenario, under the same load of the moment.
      const before =
        values.paired && scenario.origin !== baseline.origin
          ? await runScenario({ ...planned[0]!, requests: scenario.requests })
          : undefined;
      const result = await runScenario(scenario, fixtures.get(scenario.origin));
      results.push(before ? { ...result, baseline: before } : result);
      for (const [failure, count] of result.failures) console.error(`  failed ${count}×: ${failure}`);
    }
  }
} catch (error) {
  console.error((error as Error).message);
  failed = true;
} finally {
  // Each process's resident memory now and at its peak (the run's, start-up included), read before it stops.
  const memory = await processMemory(academy.pid);
  await stopAcademies();
  baseline.stop();
  console.log(`\nMemory of the academy's processes (MiB):\n\n${memoryTable(memory)}`);
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
