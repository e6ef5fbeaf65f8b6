import { setTimeout as sleep } from 'node:timers/promises';
import { streamName } from '@academy/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bff, startBff } from '../test/support/bff.ts';
import { setUpLoadCourses } from '../test-faults/support/courses.ts';
import { figuresTable, type Outage } from '../test-faults/support/figures.ts';
import { type LoadCourses, startLoad } from '../test-faults/support/load.ts';
import { countLosses, expectNothingLost, within } from '../test-faults/support/verdict.ts';
import { type ClusterAcademy, startClusterAcademy } from './cluster-academy.ts';

/** How long the load runs undisturbed between faults, and how long a killed part stays down. */
const STEADY_MS = 2_000;
const DOWN_MS = 2_000;
/** Each fault's bound: from its restart to every process ready and every service answering again. */
const RECOVERY_BOUND_MS = 60_000;
/** The test's own time limit (faults under load, then the count): the suite stays bounded in CI. */
const RUN_BOUND_MS = 240_000;

let academy: ClusterAcademy;
let setupDoor: Bff;
let courses: LoadCourses;

beforeAll(async () => {
  academy = await startClusterAcademy();
  console.log(`cluster suite: the processes' logs are in ${academy.logDir}`);
  setupDoor = await startBff(academy, academy.serviceUrls);
  ({ courses } = await setUpLoadCourses(setupDoor));
}, 480_000);

afterAll(async () => {
  await setupDoor?.close();
  await academy?.stop();
}, 180_000);

const ready = (name: string) =>
  fetch(`${academy.urlOf(name)}/readyz`, { signal: AbortSignal.timeout(5_000) }).then(
    (reply) => reply.status === 200,
    () => false,
  );
const allReady = async () => (await Promise.all(academy.processes().map(ready))).every(Boolean);

/** Kills `kill`'s targets under the load, starts them again, and times the way back to full service. */
const inject = async (
  target: string,
  kill: () => Promise<string[]>,
  restart: (killed: string[]) => Promise<void>,
): Promise<Outage> => {
  const from = Date.now();
  const killed = await kill();
  await sleep(DOWN_MS);
  const restartedAt = Date.now();
  await restart(killed);
  const upAfterMs = Date.now() - restartedAt;
  await within(RECOVERY_BOUND_MS, allReady, 100);
  const to = Date.now();
  console.log(
    `cluster fault: ${target} (${killed.join(', ')}) killed; full service ${to - restartedAt} ms after restart`,
  );
  return { target, from, to, upAfterMs, recoveryMs: to - restartedAt };
};

const natsFault = (target: string, pick: () => Promise<string | undefined>) =>
  inject(
    target,
    async () => {
      const node = await pick();
      if (!node) throw new Error(`${target}: no node to kill`);
      await academy.nats.kill(node);
      return [node];
    },
    async ([node]) => {
      await academy.nats.start(String(node));
      await academy.nats.waitForMetaLeader();
    },
  );

const processFault = (target: string, names: string[]) =>
  inject(
    target,
    async () => {
      await Promise.all(names.map((name) => academy.kill(name)));
      return names;
    },
    async () => {
      // A busy machine takes a while to start a Node process (two at once, longer still).
      await Promise.all(names.map((name) => academy.start(name, 120_000)));
    },
  );

describe('killing parts of a clustered academy under a steady load', () => {
  it(
    'loses no event, doubles no effect, and answers only successes or 503 + Retry-After',
    async () => {
      const started = Date.now();
      const learningStream = streamName(academy.prefix, 'learning');
      expect((await academy.nats.streamLeader(learningStream)).replicas).toBe(3);
      const load = startLoad({ bffUrl: academy.bffUrl, stripe: academy.stripe, courses, workers: 3 });
      const faults: (() => Promise<Outage>)[] = [
        () => natsFault('a NATS node', async () => academy.nats.names.find((name) => name !== 'n1') ?? 'n2'),
        () => natsFault('the JetStream meta leader', () => academy.nats.metaLeader()),
        () =>
          natsFault(
            'the learning stream leader',
            async () => (await academy.nats.streamLeader(learningStream)).leader,
          ),
        () => processFault('one BFF', ['bff-1']),
        () => processFault('a replica of learning and of certificate', ['learning-1', 'certificate-1']),
      ];
      const outages: Outage[] = [];
      for (const fault of faults) {
        await sleep(STEADY_MS);
        outages.push(await fault());
      }
      await sleep(STEADY_MS);
      await load.stop();
      const runMs = Date.now() - started;

      const losses = await countLosses(academy, load, courses, outages);
      const table = figuresTable(outages, losses.classified, {
        'run (faults under 3 learners at a time)': `${Math.round(runMs / 1000)} s`,
        requests: load.replies.length,
        'learner journeys completed': `${load.learners.length} (${load.learners.filter((l) => l.paidOrderId).length} with a paid order)`,
        ...losses.figures,
        'recovery seconds (restart to full service), worst': (
          Math.max(...outages.map((o) => o.recoveryMs)) / 1000
        ).toFixed(1),
      });
      console.log(`cluster fault figures (${new Date().toISOString()}):\n${table}`);
      expectNothingLost(load, losses);
      // A floor that shows the load ran through the faults; on a busy machine few journeys finish in a short run.
      expect(load.learners.length).toBeGreaterThan(2);
    },
    RUN_BOUND_MS,
  );
});
