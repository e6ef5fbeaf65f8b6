import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bff } from './support/bff.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';
import { answersFor, createCourseWithQuizzes, eventually, startLearningBff } from './support/learning.ts';
import { type SignedInUser, signUp } from './support/users.ts';

let env: TestEnvironment;
let bff: Bff;
let admin: SignedInUser;
let ada: SignedInUser;
let course: Awaited<ReturnType<typeof createCourseWithQuizzes>>;

beforeAll(async () => {
  env = await createTestEnvironment();
  const started = await startLearningBff(env);
  bff = started.bff;
  admin = started.admin;
  ada = await signUp(bff, 'Ada Lovelace');
  course = await createCourseWithQuizzes(bff, admin, {
    title: 'Timed Forensics',
    courseCode: 'TMDF',
    quizCount: 1,
  });
});
afterAll(async () => {
  await bff?.close();
  await env?.stop();
});

describe('a timed exam through /api/v1', () => {
  it('takes the limit an administrator sets, starts, saves, resumes, submits and reviews', async () => {
    const quiz = course.quizzes[0]!;
    const limit = await bff.inject({
      method: 'PUT',
      url: `/api/v1/quizzes/${quiz.id}`,
      headers: admin.bearer,
      payload: { timeLimitMinutes: 45 },
    });
    expect(limit.statusCode).toBe(200);
    expect(limit.json().quiz.timeLimitMinutes).toBe(45);
    await eventually(async () => {
      const enrolled = await bff.inject({
        method: 'POST',
        url: '/api/v1/student/enrolled',
        headers: ada.bearer,
        payload: { user_id: ada.user.id, cname: 'TMDF' },
      });
      expect(enrolled.statusCode).toBe(200);
    });
    const state = () =>
      bff.inject({ method: 'GET', url: `/api/v1/userQuiz/quizzes/${quiz.id}/attempt`, headers: ada.bearer });
    await eventually(async () => expect((await state()).json().timeLimitMinutes).toBe(45));

    const started = await bff.inject({
      method: 'POST',
      url: `/api/v1/userQuiz/quizzes/${quiz.id}/attempt`,
      headers: ada.bearer,
    });
    expect(started.statusCode).toBe(201);
    const { attemptId, deadline, startedAt } = started.json().attempt;
    expect(Date.parse(deadline) - Date.parse(startedAt)).toBe(45 * 60_000);
    const again = await bff.inject({
      method: 'POST',
      url: `/api/v1/userQuiz/quizzes/${quiz.id}/attempt`,
      headers: ada.bearer,
    });
    expect(again.statusCode).toBe(409);

    const answers = answersFor(quiz);
    const saved = await bff.inject({
      method: 'PUT',
      url: `/api/v1/userQuiz/exam-attempts/${attemptId}/answers`,
      headers: ada.bearer,
      payload: { sequence: 1, answers },
    });
    expect(saved.statusCode).toBe(200);
    expect((await state()).json().attempt).toMatchObject({ attemptId, deadline, lastSequence: 1 });
    const clock = await bff.inject({ method: 'GET', url: '/api/v1/userQuiz/clock', headers: ada.bearer });
    expect(Date.parse(clock.json().serverTime)).not.toBeNaN();

    const submitted = await bff.inject({
      method: 'POST',
      url: `/api/v1/userQuiz/exam-attempts/${attemptId}/submit`,
      headers: ada.bearer,
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data).toMatchObject({ attemptNumber: 1, score: 100, passed: true });
    const review = await bff.inject({
      method: 'GET',
      url: `/api/v1/userQuiz/exam-attempts/${attemptId}/review`,
      headers: ada.bearer,
    });
    expect(review.json()).toMatchObject({ answersShown: true, passed: true });
    expect(review.json().questions).toHaveLength(quiz.questions.length);
  });
});
