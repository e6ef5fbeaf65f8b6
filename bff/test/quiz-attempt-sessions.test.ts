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
    await enrolThroughBff(bff, ada, 'TMDF');
    const state = () =>
      bff.inject({ method: 'GET', url: `/api/v1/userQuiz/quizzes/${quiz.id}/attempt`, headers: ada.bearer });
    await eventually(async () => expect((await state()).json().timeLimitMinutes).toBe(45));

    // Before the start a learner's course screen has the timed quiz without its questions.
    const quizOnScreen = async (who: SignedInUser) => {
      const details = await bff.inject({
        method: 'GET',
        url: `/api/v1/courses/${course.courseId}/details`,
        headers: who.bearer,
      });
      expect(details.statusCode).toBe(200);
      return details
        .json()
        .modules.flatMap((m: { quizzes: { id: number }[] }) => m.quizzes)
        .find((q: { id: number }) => q.id === quiz.id);
    };
    await eventually(async () => expect((await quizOnScreen(ada)).timeLimitMinutes).toBe(45));
    expect(await quizOnScreen(ada)).toMatchObject({ questions: [] });
    expect((await quizOnScreen(admin)).questions).toHaveLength(quiz.questions.length);
    expect((await state()).json()).toMatchObject({ questionCount: quiz.questions.length, attempt: null });

    const started = await bff.inject({
      method: 'POST',
      url: `/api/v1/userQuiz/quizzes/${quiz.id}/attempt`,
      headers: ada.bearer,
    });
    expect(started.statusCode).toBe(201);
    const { attemptId, deadline, startedAt, questions } = started.json().attempt;
    expect(Date.parse(deadline) - Date.parse(startedAt)).toBe(45 * 60_000);
    // The started attempt is where the questions come from.
    expect(questions).toEqual(
      quiz.questions.map((q) => ({
        id: q.id,
        text: q.text,
        options: q.options.map((o) => ({ id: o.id, text: o.text })),
      })),
    );
    expect(started.body).not.toMatch(/isCorrect|correctOptionId/);
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
    expect(review.json().questions.map((q: { text: string }) => q.text)).toEqual(
      quiz.questions.map((q) => q.text),
    );
    // After the attempt: still none on the course screen, and no running attempt to read them from.
    expect(await quizOnScreen(ada)).toMatchObject({ questions: [] });
    expect((await state()).json()).toMatchObject({ attempt: null, remainingAttempts: 2 });
  });

  it('lets administrators extend and end a running attempt, and nobody else', async () => {
    const quiz = course.quizzes[0]!;
    const grace = await signUp(bff, 'Grace Hopper');
    await enrolThroughBff(bff, grace, 'TMDF');
    const started = await bff.inject({
      method: 'POST',
      url: `/api/v1/userQuiz/quizzes/${quiz.id}/attempt`,
      headers: grace.bearer,
    });
    const { attemptId, deadline } = started.json().attempt;
    const base = `/api/v1/admin/quizzes/${quiz.id}/running-attempts`;
    const as = (who: SignedInUser, method: 'GET' | 'POST', url: string, payload?: object) =>
      bff.inject({ method, url, headers: who.bearer, ...(payload ? { payload } : {}) });

    const listed = await as(admin, 'GET', base);
    expect(listed.json().attempts).toEqual([expect.objectContaining({ attemptId, userId: grace.user.id })]);
    expect((await as(grace, 'GET', base)).statusCode).toBe(403);
    expect(
      (await as(grace, 'POST', `${base}/${attemptId}/extend`, { minutes: 60, reason: 'Mine' })).statusCode,
    ).toBe(403);
    expect((await as(ada, 'POST', `${base}/${attemptId}/end`, { reason: 'Not mine' })).statusCode).toBe(403);
    expect(
      (await as(admin, 'POST', `${base}/${attemptId}/extend`, { minutes: -10, reason: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await as(admin, 'POST', `${base}/${attemptId}/extend`, { minutes: 10_000, reason: 'x' })).statusCode,
    ).toBe(400);
    const unknown = await as(admin, 'POST', `${base}/${crypto.randomUUID()}/end`, { reason: 'x' });
    expect(unknown.statusCode).toBe(404);

    const extended = await as(admin, 'POST', `${base}/${attemptId}/extend`, {
      minutes: 10,
      reason: 'Power cut',
    });
    expect(extended.statusCode).toBe(200);
    const stateOfGrace = await as(grace, 'GET', `/api/v1/userQuiz/quizzes/${quiz.id}/attempt`);
    expect(stateOfGrace.json().attempt).toMatchObject({ extendedMinutes: 10 });
    expect(Date.parse(stateOfGrace.json().attempt.deadline)).toBe(Date.parse(deadline) + 10 * 60_000);

    const ended = await as(admin, 'POST', `${base}/${attemptId}/end`, { reason: 'Caught copying' });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data).toMatchObject({ attemptNumber: 1, score: 0, passed: false });
    const again = await as(admin, 'POST', `${base}/${attemptId}/end`, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect((await as(grace, 'GET', `/api/v1/userQuiz/quizzes/${quiz.id}/attempt`)).json()).toMatchObject({
      attempt: null,
      remainingAttempts: 2,
    });
  });

  it('answers each save of a burst from several learners with its own reply or refusal', async () => {
    const quiz = course.quizzes[0]!;
    const learners = await Promise.all(
      ['Alan Turing', 'Barbara Liskov', 'Edsger Dijkstra'].map((name) => signUp(bff, name)),
    );
    const attempts = await Promise.all(
      learners.map(async (learner) => {
        await enrolThroughBff(bff, learner, 'TMDF');
        const started = await bff.inject({
          method: 'POST',
          url: `/api/v1/userQuiz/quizzes/${quiz.id}/attempt`,
          headers: learner.bearer,
        });
        expect(started.statusCode).toBe(201);
        return started.json().attempt.attemptId as string;
      }),
    );
    const [first, second] = quiz.questions;
    const right = (question: typeof first) => question!.options.find((o) => o.isCorrect)!.id;
    const wrong = (question: typeof first) => question!.options.find((o) => !o.isCorrect)!.id;
    const save = (who: number, attemptId: string, sequence: number, answers: object[]) =>
      bff.inject({
        method: 'PUT',
        url: `/api/v1/userQuiz/exam-attempts/${attemptId}/answers`,
        headers: learners[who]!.bearer,
        payload: { sequence, answers },
      });
    // More saves at once than the BFF sends hops at once: most go to the learning service together.
    const burst = await Promise.all([
      ...learners.flatMap((_, who) =>
        [1, 2, 3, 4, 5, 6].map((sequence) =>
          save(who, attempts[who]!, sequence, [
            { questionId: first!.id, selectedOptionId: sequence === 6 ? right(first) : wrong(first) },
          ]),
        ),
      ),
      save(0, attempts[1]!, 9, [{ questionId: first!.id, selectedOptionId: wrong(first) }]),
      save(2, attempts[2]!, 7, [{ questionId: second!.id, selectedOptionId: 999_999 }]),
      save(1, crypto.randomUUID(), 1, [{ questionId: first!.id, selectedOptionId: right(first) }]),
    ]);
    const statuses = burst.map((reply) => reply.statusCode);
    expect(statuses.slice(0, 18)).toEqual(Array(18).fill(200));
    expect(statuses.slice(18)).toEqual([403, 400, 404]);
    expect(burst[18]!.json()).toMatchObject({ message: 'This attempt is not yours' });
    expect(burst[20]!.json()).toMatchObject({ message: 'Attempt not found' });
    for (const reply of burst.slice(0, 18)) {
      expect(reply.json()).toMatchObject({ lastSequence: expect.any(Number), answers: expect.any(Array) });
    }
    // Per attempt the highest sequence won, whatever order the saves were written in; the refusals changed nothing.
    for (const [who, attemptId] of attempts.entries()) {
      const state = await bff.inject({
        method: 'GET',
        url: `/api/v1/userQuiz/quizzes/${quiz.id}/attempt`,
        headers: learners[who]!.bearer,
      });
      expect(state.json().attempt).toMatchObject({
        attemptId,
        lastSequence: 6,
        answers: [{ questionId: first!.id, selectedOptionId: right(first), sequence: 6 }],
      });
    }
  });
});
