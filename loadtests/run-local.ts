import { availableParallelism } from 'node:os';
import { startAcademy } from './local/academy.ts';
import { journeys, WEIGHTS } from './local/journeys.ts';
import { runScenario, type Scenario, weighted } from './local/load.ts';
import { type ScenarioResult, table } from './local/recorder.ts';
import { prepare } from './local/setup.ts';

/**
 * `npm run bench`: a throw-away academy on this machine, the k6 journeys replayed by 20 virtual users
 * per scenario, a table of the figures. Any failed request makes it exit non-zero (a smoke test).
 */
const VIRTUAL_USERS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const admin = { email: 'bench-admin@academy.test', password: 'bench-admin-password' };

const scenarios: Scenario[] = [
  { name: 'visitors browsing', virtualUsers: VIRTUAL_USERS, seconds: SECONDS, next: () => journeys.visitor },
  { name: 'learners studying', virtualUsers: VIRTUAL_USERS, seconds: SECONDS, next: () => journeys.learner },
  // Signing in hashes a password (argon2): a few users are enough to find its ceiling.
  { name: 'learners logging in', virtualUsers: 4, seconds: SECONDS / 2, next: () => journeys.login },
  {
    name: 'admins reading stats',
    virtualUsers: VIRTUAL_USERS,
    seconds: SECONDS / 2,
    next: () => journeys.admin,
  },
  { name: 'weighted mix', virtualUsers: VIRTUAL_USERS, seconds: SECONDS, next: weighted(WEIGHTS) },
];

console.log('Starting a throw-away academy…');
const academy = await startAcademy(admin);
process.once('SIGINT', () => void academy.stop().then(() => process.exit(130)));
const results: ScenarioResult[] = [];
let failed = false;
try {
  const fixture = await prepare(academy.origin, { learners: 8, password: 'bench-learner-password', admin });
  for (const scenario of scenarios) {
    console.log(
      `Running "${scenario.name}": ${scenario.virtualUsers} virtual users for ${scenario.seconds} s…`,
    );
    const result = await runScenario(academy.origin, fixture, scenario);
    results.push(result);
    for (const [failure, count] of result.failures) console.error(`  failed ${count}×: ${failure}`);
  }
} catch (error) {
  console.error((error as Error).message);
  failed = true;
} finally {
  await academy.stop();
}
console.log(`\n${availableParallelism()} cores, ${new Date().toISOString().slice(0, 10)}\n`);
console.log(table(results));
if (failed || results.some(({ failures }) => failures.size > 0)) {
  console.error('\nSome requests failed.');
  process.exit(1);
}
