import { setTimeout as sleep } from 'node:timers/promises';
import { streamName } from '@academy/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bff, startBff } from '../test/support/bff.ts';
import { createPricedCourse } from '../test/support/catalogue.ts';
import { answersFor, createCourseWithQuizzes, eventually } from '../test/support/learning.ts';
import { logIn, signUp } from '../test/support/users.ts';
import { ADMIN } from '../test-faults/support/academy.ts';
import { classifyReplies, figuresTable, type Outage } from '../test-faults/support/figures.ts';
import { countEffects, countLostEvents, type LedgerAcademy } from '../test-faults/support/ledger.ts';
import { type LoadCourses, startLoad } from '../test-faults/support/load.ts';
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
  setupDoor = await startBff({ ...academy, natsUrl: academy.nats.url }, academy.serviceUrls);
  const admin = await logIn(setupDoor, ADMIN.email, ADMIN.password);
  const free = await createCourseWithQuizzes(setupDoor, admin, {
    title: 'Incident Response',
    courseCode: 'INCR',
    quizCount: 1,
  });
  const pricedCourseId = await createPricedCourse(setupDoor, admin, 'Malware Analysis', 99_000);
  const [quiz] = free.quizzes;
  if (!quiz) throw new Error('the course has no quiz');
  courses = {
    free: { courseId: free.courseId, moduleId: free.moduleId, quizId: quiz.id, answers: answersFor(quiz) },
    pricedCourseId,
  };
  // The services hear of the courses by events first.
  const probe = await signUp(setupDoor, 'Probe Learner');
  await eventually(async () => {
    const carted = await setupDoor.inject({
      method: 'POST',
      url: '/api/v1/cart/addcart',
      headers: probe.bearer,
      payload: { user_id: probe.user.id, course_id: pricedCourseId },
    });
    expect(carted.statusCode).toBe(200);
  }, 30_000);
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
const allReady = async () => (await Promise.all(academy.processes.map(ready))).every(Boolean);

/** Polls every 100 ms; resolves with the milliseconds it took, or fails past the bound. */
const within = async (bound: number, check: () => Promise<boolean>) => {
  const started = Date.now();
  while (Date.now() - started < bound) {
    if (await check()) return Date.now() - started;
    await sleep(100);
  }
  throw new Error(`not within ${bound} ms`);
};

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
  await within(RECOVERY_BOUND_MS, allReady);
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

      const drainStarted = Date.now();
      const ledger: LedgerAcademy = academy;
      let events = await countLostEvents(ledger);
      while ((events.unpublished > 0 || events.notApplied > 0) && Date.now() - drainStarted < 60_000) {
        await sleep(500);
        events = await countLostEvents(ledger);
      }
      const drainMs = Date.now() - drainStarted;
      const effects = await countEffects(ledger, load.learners, courses);
      const classified = classifyReplies(load.replies, outages);
      const lost = events.unpublished + events.notApplied + events.deadLettered + effects.missing.length;
      const table = figuresTable(outages, classified, {
        'run (faults under 3 learners at a time)': `${Math.round(runMs / 1000)} s`,
        requests: load.replies.length,
        'learner journeys completed': `${load.learners.length} (${load.learners.filter((l) => l.paidOrderId).length} with a paid order)`,
        'events published': `${events.published} (${events.deliveries} deliveries to durable consumers)`,
        lost: `${lost} (unpublished ${events.unpublished}, not applied ${events.notApplied}, dead-lettered ${events.deadLettered}, effects missing ${effects.missing.length})`,
        doubled: effects.doubled.length,
        'unexpected 5xx or lost connections': classified.unexpected.length,
        'recovery seconds (restart to full service), worst': (
          Math.max(...outages.map((o) => o.recoveryMs)) / 1000
        ).toFixed(1),
        'last events applied after the load': `${drainMs} ms`,
      });
      console.log(`cluster fault figures (${new Date().toISOString()}):\n${table}`);
      if (classified.unexpected.length > 0) console.log('unexpected:', classified.unexpected.slice(0, 20));
      if (effects.missing.length + effects.doubled.length > 0) console.log(effects);

      expect(load.failures).toEqual([]);
      expect(events).toMatchObject({ unpublished: 0, notApplied: 0, deadLettered: 0 });
      expect(effects).toEqual({ missing: [], doubled: [] });
      expect(classified.unexpected).toEqual([]);
      // A floor that shows the load ran through the faults; on a busy machine few journeys finish in a short run.
      expect(load.learners.length).toBeGreaterThan(2);
    },
    RUN_BOUND_MS,
  );
});
