import { randomUUID } from 'node:crypto';
import { metricsRegistry } from '@academy/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from './support/auth.ts';
import { type Bff, startBff } from './support/bff.ts';
import { createPricedCourse } from './support/catalogue.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';
import {
  answersFor,
  createCourseWithQuizzes,
  eventually,
  startLearningServices,
} from './support/learning.ts';
import { startOrders } from './support/orders.ts';
import { logIn, type SignedInUser } from './support/users.ts';

// Two BFF replicas keeping learners' course lists (my courses) in memory, in front of real auth, catalogue,
// learning and orders services (Stripe faked at its boundary), NATS and PostgreSQL.
let env: TestEnvironment;
let orders: Awaited<ReturnType<typeof startOrders>>;
let editing: Bff;
let other: Bff;
let admin: SignedInUser;
let free: Awaited<ReturnType<typeof createCourseWithQuizzes>>;
let priced: number;

beforeAll(async () => {
  env = await createTestEnvironment();
  const learningUrls = await startLearningServices(env);
  orders = await startOrders(env);
  const urls = { ...learningUrls, ORDERS_URL: orders.url };
  editing = await startBff(env, urls);
  other = await startBff(env, urls);
  admin = await logIn(editing, TEST_ADMIN.email, TEST_ADMIN.password);
  free = await createCourseWithQuizzes(editing, admin, {
    title: 'Network Forensics',
    courseCode: 'NWF',
    quizCount: 2,
  });
  priced = await createPricedCourse(editing, admin, 'Mobile Forensics', 120000);
});
afterAll(async () => {
  await orders?.stripe.stop();
  await editing?.close();
  await other?.close();
  await env?.stop();
});

const as = (userId: string) => ({ authorization: `Bearer ${env.tokenFor(userId)}` });
const myCourses = async (bff: Bff, userId: string) => {
  const reply = await bff.inject({ url: '/api/v1/usercourses/my-courses', headers: as(userId) });
  expect(reply.statusCode).toBe(200);
  return reply.json().courses as { course_id: number; title: string; completedQuizzes: number }[];
};
/** Reads twice on each replica, so that each keeps a copy. */
const readOnBoth = async (userId: string) => {
  for (const bff of [editing, other]) for (const _ of [1, 2]) await myCourses(bff, userId);
};
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
const fromMemory = async () => {
  const { values } = await metricsRegistry.getSingleMetric('academy_cache_lookups_total')!.get();
  return values.find((v) => v.labels.cache === 'my_courses' && v.labels.result === 'hit')?.value ?? 0;
};

describe("learners' course lists kept in memory", () => {
  it("answers a learner's second read from memory with the same bytes, and each learner only their own", async () => {
    const learner = randomUUID();
    await enrol(editing, learner);
    const first = await other.inject({ url: '/api/v1/usercourses/my-courses', headers: as(learner) });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const before = await fromMemory();
    const second = await other.inject({ url: '/api/v1/usercourses/my-courses', headers: as(learner) });
    expect(await fromMemory()).toBe(before + 1);
    expect(second.body).toBe(first.body);
    expect(second.json().courses).toEqual([expect.objectContaining({ course_id: free.courseId })]);
    expect(await myCourses(other, randomUUID())).toEqual([]);
    expect((await other.inject({ url: '/api/v1/usercourses/my-courses' })).statusCode).toBe(401);
  });

  it('shows an enrolment at once on the replica that made it and soon on the other', async () => {
    const learner = randomUUID();
    await readOnBoth(learner);
    await enrol(editing, learner);
    expect(await myCourses(editing, learner)).toEqual([
      expect.objectContaining({ course_id: free.courseId }),
    ]);
    await eventually(
      async () =>
        expect((await myCourses(other, learner)).map((course) => course.course_id)).toEqual([free.courseId]),
      2_000,
    );
  });

  it("shows a pass in the learner's progress on both replicas", async () => {
    const learner = randomUUID();
    await enrol(editing, learner);
    await readOnBoth(learner);
    const quiz = free.quizzes[0]!;
    const submitted = await editing.inject({
      method: 'POST',
      url: '/api/v1/userQuiz/submit',
      headers: as(learner),
      payload: {
        userId: learner,
        quizId: quiz.id,
        moduleId: free.moduleId,
        courseId: free.courseId,
        answers: answersFor(quiz),
      },
    });
    expect(submitted.json().data).toMatchObject({ passed: true });
    expect((await myCourses(editing, learner))[0]).toMatchObject({ completedQuizzes: 1 });
    await eventually(
      async () => expect((await myCourses(other, learner))[0]).toMatchObject({ completedQuizzes: 1 }),
      2_000,
    );
  });

  it("shows an administrator's new course title to every learner on both replicas", async () => {
    const learners = [randomUUID(), randomUUID()];
    for (const learner of learners) {
      await enrol(editing, learner);
      await readOnBoth(learner);
    }
    const renamed = await editing.inject({
      method: 'PUT',
      url: `/api/v1/course/${free.courseId}`,
      headers: admin.bearer,
      payload: { title: 'Network Forensics II', description: 'd', category: 'Forensics', createdBy: 'Ann' },
    });
    expect(renamed.statusCode).toBe(200);
    for (const bff of [editing, other])
      for (const learner of learners)
        await eventually(async () =>
          expect((await myCourses(bff, learner))[0]?.title).toBe('Network Forensics II'),
        );
  });

  it('drops a refunded course from the list on both replicas', async () => {
    const learner = randomUUID();
    const order = await eventually(async () => {
      const placed = await editing.inject({
        method: 'POST',
        url: '/api/v1/api/orders',
        headers: as(learner),
        payload: { courseId: priced },
      });
      expect(placed.statusCode).toBe(201);
      return placed.json().data as { id: string };
    });
    const payment = await editing.inject({
      method: 'POST',
      url: `/api/v1/api/orders/${order.id}/payment`,
      headers: as(learner),
    });
    await orders.stripe.pay(payment.json().data.sessionId, { number: '4242424242424242' });
    const verified = await editing.inject({
      method: 'POST',
      url: '/api/v1/payments/verify',
      headers: as(learner),
      payload: { session_id: payment.json().data.sessionId },
    });
    expect(verified.json().data.status).toBe('Completed');
    for (const bff of [editing, other])
      await eventually(async () =>
        expect((await myCourses(bff, learner)).map((c) => c.course_id)).toEqual([priced]),
      );
    await readOnBoth(learner);
    const cancelled = await editing.inject({
      method: 'PUT',
      url: `/api/v1/api/orders/${order.id}/cancel`,
      headers: as(learner),
    });
    expect(cancelled.json().data).toMatchObject({ status: 'Cancelled', refunded: true });
    for (const bff of [other, editing])
      await eventually(async () => expect(await myCourses(bff, learner)).toEqual([]), 3_000);
  });
});
