import { randomUUID } from 'node:crypto';
import { orders } from '@academy/contracts';
import { createEventPublisher } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bff } from './support/bff.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';
import {
  answersFor,
  createCourseWithQuizzes,
  enrolThroughBff,
  eventually,
  startLearningBff,
} from './support/learning.ts';
import { openServerEvents } from './support/server-events.ts';
import { type SignedInUser, signUp } from './support/users.ts';

let env: TestEnvironment;
let bff: Bff;
let bffUrl: string;
let admin: SignedInUser;
let ada: SignedInUser;
let course: Awaited<ReturnType<typeof createCourseWithQuizzes>>;

beforeAll(async () => {
  env = await createTestEnvironment();
  const started = await startLearningBff(env);
  bff = started.bff;
  admin = started.admin;
  bffUrl = await bff.listen({ host: '127.0.0.1', port: 0 });
  ada = await signUp(bff, 'Ada King Lovelace');
  course = await createCourseWithQuizzes(bff, admin, {
    title: 'Cloud Forensics',
    courseCode: 'CLDF',
    quizCount: 1,
  });
});
afterAll(async () => {
  await bff?.close();
  await env?.stop();
});

const call = (method: 'GET' | 'POST' | 'PUT', path: string, as?: SignedInUser, payload?: object) =>
  bff.inject({
    method,
    url: `/api/v1${path}`,
    headers: as ? as.bearer : {},
    ...(payload ? { payload } : {}),
  });

type Attempts = { remainingAttempts: number; maxAttempts: number; vouchersApply: boolean; data: unknown[] };

describe('GET /userQuiz/events/{courseId}/{contentId}', () => {
  it('streams the attempts at once and again when an exam voucher for the course is redeemed', async () => {
    const [quiz] = course.quizzes;
    const submit = () =>
      call('POST', '/userQuiz/submit', ada, {
        userId: ada.user.id,
        quizId: quiz!.id,
        courseId: course.courseId,
        answers: answersFor(quiz!, 0),
      });
    await eventually(async () => {
      const enrolled = await call('POST', '/student/enrolled', ada, { user_id: ada.user.id, cname: 'CLDF' });
      expect(enrolled.statusCode).toBe(200);
      expect((await submit()).statusCode).toBe(200);
    });
    for (let i = 0; i < 2; i += 1) expect((await submit()).statusCode).toBe(200);

    const url = `${bffUrl}/api/v1/userQuiz/events/${course.courseId}/${quiz!.id}`;
    const events = await openServerEvents<Attempts>(url, ada.bearer);
    const publisher = await createEventPublisher(env.prefix);
    try {
      expect(events.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(await events.next()).toMatchObject({
        remainingAttempts: 0,
        maxAttempts: 3,
        vouchersApply: true,
      });
      await publisher.publish(orders.orderPaid, {
        orderId: randomUUID(),
        userId: ada.user.id,
        lines: [
          {
            courseId: 51,
            kind: 'voucher',
            title: 'Exam voucher',
            amountMinor: 299900,
            voucher: { courseId: course.courseId, attempts: 1 },
          },
        ],
        amountMinor: 299900,
        currency: 'INR',
        paidAt: new Date().toISOString(),
      });
      expect(await events.next('attempts')).toMatchObject({ remainingAttempts: 1, maxAttempts: 4 });
    } finally {
      events.close();
      await publisher.close();
    }
  });

  it("tells the learner's open exam at once when an administrator extends or ends its running attempt", async () => {
    const [quiz] = course.quizzes;
    const timed = await call('PUT', `/quizzes/${quiz!.id}`, admin, { timeLimitMinutes: 30 });
    expect(timed.statusCode).toBe(200);
    const grace = await signUp(bff, 'Grace Brewster Hopper');
    await enrolThroughBff(bff, grace, 'CLDF');
    const attemptPath = `/userQuiz/quizzes/${quiz!.id}/attempt`;
    await eventually(async () =>
      expect((await call('GET', attemptPath, grace)).json().timeLimitMinutes).toBe(30),
    );
    const started = await call('POST', attemptPath, grace);
    expect(started.statusCode).toBe(201);
    const { attemptId } = started.json().attempt as { attemptId: string };

    const url = `${bffUrl}/api/v1/userQuiz/events/${course.courseId}/${quiz!.id}`;
    const events = await openServerEvents<Attempts>(url, grace.bearer);
    try {
      expect(await events.next('attempts')).toMatchObject({ remainingAttempts: 2, data: [] });
      const adjust = `/admin/quizzes/${quiz!.id}/running-attempts/${attemptId}`;
      const extended = await call('POST', `${adjust}/extend`, admin, { minutes: 10, reason: 'Power cut' });
      expect(extended.statusCode).toBe(200);
      expect(await events.next('attempt')).toEqual({});
      expect((await call('GET', attemptPath, grace)).json().attempt).toMatchObject({ extendedMinutes: 10 });

      const ended = await call('POST', `${adjust}/end`, admin, { reason: 'Fire alarm' });
      expect(ended.statusCode).toBe(200);
      expect(await events.next('attempt')).toEqual({});
      expect(await events.next('attempts')).toMatchObject({
        remainingAttempts: 2,
        data: [expect.anything()],
      });
      expect((await call('GET', attemptPath, grace)).json().attempt).toBeNull();
    } finally {
      events.close();
    }
  });

  it('needs a signed-in learner (401) and answers 404 for an unknown quiz', async () => {
    expect(
      (await call('GET', `/userQuiz/events/${course.courseId}/${course.quizzes[0]!.id}`)).statusCode,
    ).toBe(401);
    expect((await call('GET', `/userQuiz/events/${course.courseId}/999999`, ada)).statusCode).toBe(404);
  });
});
