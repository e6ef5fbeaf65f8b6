import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { metricsRegistry } from '@academy/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bff } from './support/bff.ts';
import { createPricedCourse } from './support/catalogue.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';
import { createCourseWithQuizzes, eventually } from './support/learning.ts';
import { startTwoReplicas, type TwoReplicas } from './support/replicas.ts';
import type { SignedInUser } from './support/users.ts';

// Two BFF replicas keeping learners' course details in memory, in front of real auth, catalogue,
// learning, certificate and orders services (Stripe faked at its boundary), NATS and PostgreSQL.
let env: TestEnvironment;
let replicas: TwoReplicas;
let editing: Bff;
let other: Bff;
let admin: SignedInUser;
let free: { courseId: number; moduleId: number };
let priced: number;

beforeAll(async () => {
  env = await createTestEnvironment();
  replicas = await startTwoReplicas(env);
  ({ editing, other, admin } = replicas);
  free = await createCourseWithQuizzes(editing, admin, {
    title: 'Cloud Forensics',
    courseCode: 'CLF',
    quizCount: 1,
  });
  priced = await createPricedCourse(editing, admin, 'Malware Analysis', 150000);
});
afterAll(async () => {
  await replicas?.close();
  await env?.stop();
});

const as = (userId: string) => ({ authorization: `Bearer ${env.tokenFor(userId)}` });
const details = (bff: Bff, userId: string, courseId: number) =>
  bff.inject({ url: `/api/v1/courses/${courseId}/details`, headers: as(userId) });
const moduleTitle = async (bff: Bff, userId: string, courseId: number) => {
  const reply = await details(bff, userId, courseId);
  expect(reply.statusCode).toBe(200);
  return reply.json().modules[0].title as string;
};

/** Enrols in the free course through `bff`; the catalogue learns of it by an event, so retried until learning knows the course. */
const enrol = (bff: Bff, userId: string) =>
  eventually(async () => {
    const reply = await bff.inject({
      method: 'POST',
      url: '/api/v1/student/enrolled',
      headers: as(userId),
      payload: { user_id: userId, courseId: free.courseId },
    });
    expect(reply.statusCode).toBe(200);
  });

/** How often learners' course details were answered from memory, on either replica. */
const servedFromMemory = async () => {
  const { values } = await metricsRegistry.getSingleMetric('academy_cache_lookups_total')!.get();
  return values.find((v) => v.labels.cache === 'course_details' && v.labels.result === 'hit')?.value ?? 0;
};

describe("learners' course details kept in memory", () => {
  it('refuses a learner before enrolling and opens the course at once after, on either replica', async () => {
    const learner = randomUUID();
    expect((await details(other, learner, free.courseId)).statusCode).toBe(403);
    expect((await details(other, learner, free.courseId)).statusCode).toBe(403);
    await enrol(editing, learner);
    const opened = await details(other, learner, free.courseId);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(opened.headers['cache-control']).toBe('private, no-cache');
    expect(opened.json()).toMatchObject({ courseId: free.courseId, title: 'Cloud Forensics' });
    // From memory now: the same bytes, and still refused to someone not enrolled.
    expect((await details(other, learner, free.courseId)).body).toBe(opened.body);
    expect((await details(other, randomUUID(), free.courseId)).statusCode).toBe(403);
  });

  it('sends the kept course compressed, and a 304 for its ETag only to a learner who may open it', async () => {
    const learner = randomUUID();
    await enrol(editing, learner);
    const fetched = await details(other, learner, free.courseId);
    expect(fetched.statusCode).toBe(200);
    const headers = { ...as(learner), 'accept-encoding': 'gzip' };
    const url = `/api/v1/courses/${free.courseId}/details`;
    const kept = await other.inject({ url, headers });
    expect(kept.headers['content-encoding']).toBe('gzip');
    expect(kept.headers['cache-control']).toBe('private, no-cache');
    expect(JSON.parse(gunzipSync(kept.rawPayload).toString('utf8'))).toEqual(fetched.json());
    const etag = kept.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await other.inject({ url, headers: { ...headers, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    // The tag tells nobody else anything: a learner not enrolled is refused, whatever tag they send.
    const stranger = { ...as(randomUUID()), 'if-none-match': etag };
    expect((await other.inject({ url, headers: stranger })).statusCode).toBe(403);
  });

  it("serves a newly enrolled learner's first read from memory once the replica heard the enrolment", async () => {
    const first = randomUUID();
    await enrol(editing, first);
    expect((await details(other, first, free.courseId)).statusCode).toBe(200);
    // The enrolment event reaches the other replica as it reaches the catalogue (whose grant the enrolment
    // reply waits for); a new learner each try, so only the event can have told the replica.
    await eventually(async () => {
      const learner = randomUUID();
      await enrol(editing, learner);
      const before = await servedFromMemory();
      const opened = await details(other, learner, free.courseId);
      expect(opened.statusCode).toBe(200);
      expect(await servedFromMemory()).toBe(before + 1);
    }, 3_000);
  });

  it("shows an admin's edit at once on the replica that made it and soon on the other", async () => {
    const learner = randomUUID();
    await enrol(editing, learner);
    for (const bff of [editing, other]) {
      expect(await moduleTitle(bff, learner, free.courseId)).toBe('Module 1');
      expect(await moduleTitle(bff, learner, free.courseId)).toBe('Module 1');
    }
    const renamed = await editing.inject({
      method: 'PUT',
      url: `/api/v1/course/${free.courseId}/modules/${free.moduleId}`,
      headers: admin.bearer,
      payload: { title: 'Acquisition' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await moduleTitle(editing, learner, free.courseId)).toBe('Acquisition');
    await eventually(async () =>
      expect(await moduleTitle(other, learner, free.courseId)).toBe('Acquisition'),
    );
  });

  it('closes a refunded course to the learner on both replicas', async () => {
    const learner = randomUUID();
    const refund = await replicas.buy(as(learner), priced);
    for (const bff of [editing, other]) {
      expect((await details(bff, learner, priced)).statusCode).toBe(200);
      expect((await details(bff, learner, priced)).statusCode).toBe(200);
    }
    await refund();
    for (const bff of [other, editing]) {
      await eventually(async () => expect((await details(bff, learner, priced)).statusCode).toBe(403));
    }
    // And it stays closed: a copy the catalogue answered before it heard of the refund is not kept.
    expect((await details(other, learner, priced)).statusCode).toBe(403);
  });
});
