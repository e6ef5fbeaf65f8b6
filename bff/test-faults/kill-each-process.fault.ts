import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bff, startBff } from '../test/support/bff.ts';
import type { SignedInUser } from '../test/support/users.ts';
import { type Academy, type ProcessName, SERVICES, startAcademy } from './support/academy.ts';
import { setUpLoadCourses } from './support/courses.ts';
import { figuresTable, type Outage } from './support/figures.ts';
import { type LoadCourses, startLoad } from './support/load.ts';
import { countLosses, expectNothingLost, within } from './support/verdict.ts';

/**
 * What this suite promises: full service within this long of a restart. The restart of a service
 * includes starting its Node process, which on a busy two-core machine alone takes several seconds.
 */
const RECOVERY_BOUND_MS = 60_000;
/** How long each killed process stays down, and how long the load runs undisturbed between faults. */
const DOWN_MS = 2_000;
const STEADY_MS = 2_000;
const TARGETS = ['NATS', ...SERVICES, 'bff', 'PostgreSQL'] as const;

let academy: Academy;
let setupDoor: Bff;
let probe: SignedInUser;
let courses: LoadCourses;

beforeAll(async () => {
  academy = await startAcademy();
  console.log(`fault suite: the processes' logs are in ${academy.logDir}`);
  // The administrator's setup goes through an in-process BFF in front of the same services.
  setupDoor = await startBff(academy, academy.serviceUrls);
  // A learner whose reads probe each service.
  ({ courses, probe } = await setUpLoadCourses(setupDoor));
}, 300_000);

afterAll(async () => {
  await setupDoor?.close();
  await academy?.stop();
}, 180_000);

const readiness = (name: ProcessName) =>
  fetch(`${academy.urlOf(name)}/readyz`, { signal: AbortSignal.timeout(5_000) }).then(
    (reply) => reply.status,
    () => 0,
  );

/** One read per service through the BFF, as the probe learner. */
const probes = () => {
  const { courseId } = courses.free;
  const id = probe.user.id;
  return [
    '/user/category-status',
    `/courses/${courseId}/details`,
    '/usercourses/my-courses',
    `/sefacertificate/eligibility/${id}/${courseId}`,
    `/cart/cartitem/${id}`,
    '/orders/userorder',
    '/support/conversation',
  ].map((path) =>
    fetch(`${academy.bffUrl}/api/v1${path}`, {
      headers: probe.bearer,
      signal: AbortSignal.timeout(2_000),
    }).then(
      (reply) => reply.status,
      () => 0,
    ),
  );
};

const fullService = async () => {
  const ready = await Promise.all([...SERVICES, 'bff' as const].map(readiness));
  const served = await Promise.all(probes());
  return [...ready, ...served].every((status) => status === 200);
};
const noServiceReady = async () =>
  (await Promise.all(SERVICES.map(readiness))).every((status) => status === 503);

/** Kills one process (or PostgreSQL, or NATS) under the load, restarts it, and times its way back. */
const inject = async (target: (typeof TARGETS)[number]): Promise<Outage> => {
  const from = Date.now();
  const infrastructure = target === 'NATS' || target === 'PostgreSQL';
  let notReadyAfterMs: number | undefined;
  let restartedAt = 0;
  if (target === 'NATS') await academy.nats.kill();
  else if (target === 'PostgreSQL') await academy.postgres.kill();
  else await academy.kill(target);
  try {
    if (infrastructure) {
      notReadyAfterMs = await within(20_000, noServiceReady).catch(() => {
        throw new Error(`${target} killed: not every service said 503 on /readyz within 20 s`);
      });
    }
    await sleep(DOWN_MS);
  } finally {
    // Restarted whatever happened, so that the rest of the run and the clean-up find it.
    restartedAt = Date.now();
    if (target === 'NATS') await academy.nats.start();
    else if (target === 'PostgreSQL') await academy.postgres.start();
    else await academy.start(target);
  }
  const upAfterMs = Date.now() - restartedAt;
  await within(Math.max(RECOVERY_BOUND_MS - (Date.now() - restartedAt), 0), fullService).catch(() => {
    throw new Error(`${target}: no full service within ${RECOVERY_BOUND_MS} ms of its restart`);
  });
  const to = Date.now();
  console.log(`fault: ${target} killed, restarted, full service ${to - restartedAt} ms after the restart`);
  return {
    target,
    from,
    to,
    upAfterMs,
    recoveryMs: to - restartedAt,
    ...(infrastructure ? { notReadyAfterMs } : {}),
  };
};

describe('killing each part of the academy under a steady load', () => {
  it('loses no event, doubles no effect, answers only 503 + Retry-After meanwhile, and recovers', async () => {
    const started = Date.now();
    const load = startLoad({ bffUrl: academy.bffUrl, stripe: academy.stripe, courses, workers: 3 });
    const outages: Outage[] = [];
    for (const target of TARGETS) {
      await sleep(STEADY_MS);
      outages.push(await inject(target));
    }
    await sleep(STEADY_MS);
    await load.stop();
    const loadSeconds = Math.round((Date.now() - started) / 1000);

    const losses = await countLosses(academy, load, courses, outages);
    const table = figuresTable(outages, losses.classified, {
      'load (3 learners at a time)': `${loadSeconds} s`,
      requests: load.replies.length,
      'learner journeys completed': `${load.learners.length} (${load.learners.filter((l) => l.paidOrderId).length} with a paid order)`,
      'faults injected': outages.length,
      ...losses.figures,
      'recovery (restart to full service), worst': `${Math.max(...outages.map((o) => o.recoveryMs))} ms (bound ${RECOVERY_BOUND_MS} ms)`,
    });
    console.log(`fault figures (${new Date().toISOString()}):\n${table}`);
    expectNothingLost(load, losses);
    expect(load.learners.length).toBeGreaterThan(10);
  }, 600_000);
});
