import { randomUUID } from 'node:crypto';
import { learning } from '@academy/contracts';
import { readStream, sharedNatsUrl } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startLearning } from '../support/learning-app.ts';

type Service = Awaited<ReturnType<typeof startLearning>>;
let service: Service;
const learner = randomUUID();
const stranger = randomUUID();
const KEY = [1001, 1011, 1021, 1031, 1041];

const enrol = (userId: string, cname: string) =>
  service.app.inject({
    method: 'POST',
    url: '/student/enrolled',
    headers: { authorization: service.tokenFor(userId) },
    payload: { user_id: userId, cname },
  });

const submit = (userId: string, quizId: number, correct: number, courseId = 69, as = userId) =>
  service.app.inject({
    method: 'POST',
    url: '/userQuiz/submit',
    headers: { authorization: service.tokenFor(as) },
    payload: { userId, quizId, moduleId: 1, courseId, answers: service.answersFor(quizId, KEY, correct) },
  });

beforeAll(async () => {
  service = await startLearning('learning_quizzes');
  await service.seedCourse({
    courseId: 69,
    title: 'Digital Forensics Essentials',
    courseCode: 'SDFE',
    quizzes: [
      { quizId: 12, answers: KEY },
      { quizId: 15, answers: KEY },
      { quizId: 18, answers: KEY, maxAttempts: 3 },
    ],
  });
  expect((await enrol(learner, 'SDFE')).statusCode).toBe(200);
});

afterAll(async () => {
  await service?.close();
});

describe('POST /userQuiz/submit', () => {
  it('scores with the kept answer key, says whether it passed and never reveals the key', async () => {
    const failed = await submit(learner, 12, 3);
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual({
      success: true,
      message: 'Quiz Failed',
      data: {
        attemptNumber: 1,
        score: 60,
        passed: false,
        remainingAttempts: 2,
        passingScore: 80,
        correctAnswers: 3,
        totalQuestions: 5,
      },
    });
    const passed = await submit(learner, 12, 4);
    expect(passed.json().data).toMatchObject({
      attemptNumber: 2,
      score: 80,
      passed: true,
      remainingAttempts: 1,
    });
    expect(passed.body).not.toMatch(/correctOptionId|isCorrect/);
  });

  it('publishes learning.quiz.passed.v1 and failed.v1 and completes the passed quiz as content', async () => {
    const passed = await eventually(async () => {
      const messages = await readStream(sharedNatsUrl(), service.prefix, learning.quizPassed.subject);
      expect(messages).toHaveLength(1);
      return messages;
    });
    expect(passed[0]?.data).toMatchObject({
      subject: 'learning.quiz.passed.v1',
      data: { userId: learner, courseId: 69, quizId: 12, attemptNumber: 2, score: 80, passingScore: 80 },
    });
    const failed = await readStream(sharedNatsUrl(), service.prefix, learning.quizFailed.subject);
    expect(failed.map((m) => (m.data as { data: { score: number } }).data.score)).toEqual([60]);
    const completions = await service.app.inject({
      url: '/courses/69/completions',
      headers: { authorization: service.tokenFor(learner) },
    });
    expect(completions.json()).toEqual({ completedContentIds: [12] });
  });

  it('holds the attempt limit when ten submissions race: three scored, seven refused', async () => {
    const racer = randomUUID();
    expect((await enrol(racer, '69')).statusCode).toBe(200);
    const replies = await Promise.all(Array.from({ length: 10 }, () => submit(racer, 18, 2)));
    const scored = replies.filter((r) => r.statusCode === 200);
    const refused = replies.filter((r) => r.statusCode !== 200);
    expect(scored).toHaveLength(3);
    expect(refused).toHaveLength(7);
    for (const reply of refused) {
      expect(reply.statusCode).toBe(409);
      expect(reply.json().message).toBe('Maximum attempts reached');
    }
    expect(scored.map((r) => r.json().data.attemptNumber).sort()).toEqual([1, 2, 3]);
    const rows = await service.query('SELECT attempt_number FROM quiz_attempts WHERE user_id = $1', [racer]);
    expect(rows).toHaveLength(3);
    const after = await submit(racer, 18, 5);
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe('Maximum attempts reached');
  });

  it('scores a submission sent again with its submissionId once, even racing itself, and returns its result', async () => {
    const retrier = randomUUID();
    expect((await enrol(retrier, '69')).statusCode).toBe(200);
    const submitOnce = (submissionId: string, correct: number) =>
      service.app.inject({
        method: 'POST',
        url: '/userQuiz/submit',
        headers: { authorization: service.tokenFor(retrier) },
        payload: {
          userId: retrier,
          quizId: 18,
          courseId: 69,
          answers: service.answersFor(18, KEY, correct),
          submissionId,
        },
      });
    const first = randomUUID();
    const replies = await Promise.all([submitOnce(first, 2), submitOnce(first, 2), submitOnce(first, 2)]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    for (const reply of replies) {
      expect(reply.json().data).toMatchObject({
        attemptNumber: 1,
        score: 40,
        passed: false,
        remainingAttempts: 2,
      });
    }
    const second = randomUUID();
    expect((await submitOnce(second, 5)).json().data).toMatchObject({ attemptNumber: 2, passed: true });
    // The retry of the first, after another attempt, still answers the first's result.
    expect((await submitOnce(first, 2)).json().data).toMatchObject({
      attemptNumber: 1,
      remainingAttempts: 1,
    });
    const rows = await service.query('SELECT attempt_number FROM quiz_attempts WHERE user_id = $1', [
      retrier,
    ]);
    expect(rows).toHaveLength(2);
    expect((await submitOnce('not-a-uuid', 5)).statusCode).toBe(400);
  });

  it('refuses a learner not enrolled in the course (403) and an unknown quiz (404)', async () => {
    const outsider = await submit(stranger, 15, 5);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe('You are not enrolled in this course');
    const unknown = await submit(learner, 999, 5);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Quiz not found');
  });

  it('refuses another learner’s userId (403), no token (401) and bad answers (400)', async () => {
    expect((await submit(learner, 15, 5, 69, stranger)).statusCode).toBe(403);
    const anonymous = await service.app.inject({
      method: 'POST',
      url: '/userQuiz/submit',
      payload: { userId: learner, quizId: 15, courseId: 69, answers: [] },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await service.app.inject({
      method: 'POST',
      url: '/userQuiz/submit',
      headers: { authorization: service.tokenFor(learner) },
      payload: { userId: learner, quizId: 15, courseId: 69, answers: [{ questionId: 'x' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/questionId|selectedOptionId/);
  });
});

describe('GET /userQuiz/attempts/:userId/:contentId', () => {
  it('lists the learner’s attempts with the remaining count and the passing score', async () => {
    const reply = await service.app.inject({
      url: `/userQuiz/attempts/${learner}/12`,
      headers: { authorization: service.tokenFor(learner) },
    });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({ success: true, remainingAttempts: 1, maxAttempts: 3, passingScore: 80 });
    expect(
      body.data.map((a: { attempt_number: number; score: number; passed: boolean }) => [
        a.attempt_number,
        a.score,
        a.passed,
      ]),
    ).toEqual([
      [1, 60, false],
      [2, 80, true],
    ]);
    expect(Date.parse(body.data[0].completedAt)).not.toBeNaN();
  });

  it('lets an admin read anyone, refuses other learners (403), strangers to auth (401), unknown quiz (404)', async () => {
    const url = `/userQuiz/attempts/${learner}/12`;
    expect(
      (await service.app.inject({ url, headers: { authorization: service.tokenFor(randomUUID(), 'ADMIN') } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await service.app.inject({ url, headers: { authorization: service.tokenFor(stranger) } })).statusCode,
    ).toBe(403);
    expect((await service.app.inject({ url })).statusCode).toBe(401);
    const unknown = await service.app.inject({
      url: `/userQuiz/attempts/${learner}/999`,
      headers: { authorization: service.tokenFor(learner) },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await service.app.inject({
      url: `/userQuiz/attempts/not-a-uuid/12`,
      headers: { authorization: service.tokenFor(learner) },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /userQuiz/course-progress/:userId/:courseId', () => {
  it('reports each required quiz in course order', async () => {
    const reply = await service.app.inject({
      url: `/userQuiz/course-progress/${learner}/69`,
      headers: { authorization: service.tokenFor(learner) },
    });
    expect(reply.statusCode).toBe(200);
    const { data } = reply.json();
    expect(data.totalQuizzes).toBe(3);
    expect(data.completedQuizzes).toBe(1);
    expect(data.quizzes[0]).toMatchObject({
      quizId: 12,
      title: 'Quiz 12',
      status: 'PASSED',
      attempts: 2,
      remainingAttempts: 1,
      bestScore: 80,
      passingScore: 80,
      totalQuestions: 5,
    });
    expect(data.quizzes[0].latestAttempt.completedAt).toEqual(expect.any(String));
    expect(data.quizzes[1]).toMatchObject({
      quizId: 15,
      status: 'NOT_STARTED',
      latestAttempt: null,
      remainingAttempts: 3,
    });
    // The passed quiz is completed content too: the learning screen's sidebar reads it from here.
    expect(data.completedContentIds).toEqual([12]);
    expect(reply.body).not.toMatch(/correctOptionId|isCorrect/);
  });

  it('refuses someone else’s progress (403), no token (401), an unknown course (404), a bad id (400)', async () => {
    const as = (url: string, userId?: string) =>
      service.app.inject({ url, headers: userId ? { authorization: service.tokenFor(userId) } : {} });
    expect((await as(`/userQuiz/course-progress/${learner}/69`, stranger)).statusCode).toBe(403);
    expect((await as(`/userQuiz/course-progress/${learner}/69`)).statusCode).toBe(401);
    expect((await as(`/userQuiz/course-progress/${learner}/4040`, learner)).statusCode).toBe(404);
    expect((await as(`/userQuiz/course-progress/${learner}/abc`, learner)).statusCode).toBe(400);
  });
});

describe('reads of many learners at once', () => {
  it('answers each read of a batch with its own learner’s attempts, progress and completions, in order, a missing one 404', async () => {
    const other = randomUUID();
    expect((await enrol(other, 'SDFE')).statusCode).toBe(200);
    expect((await submit(other, 15, 5)).statusCode).toBe(200);
    const token = (userId: string) => service.tokenFor(userId).slice('Bearer '.length);
    const attempts = (userId: string, contentId: number) => ({
      userId,
      alone: `/userQuiz/attempts/${userId}/${contentId}`,
      call: { token: token(userId), call: 'quizAttempts', input: { userId, contentId } },
    });
    const progress = (userId: string, courseId: number) => ({
      userId,
      alone: `/userQuiz/course-progress/${userId}/${courseId}`,
      call: { token: token(userId), call: 'courseProgress', input: { userId, courseId } },
    });
    const completions = (userId: string, courseId: number) => ({
      userId,
      alone: `/courses/${courseId}/completions`,
      call: { token: token(userId), call: 'completions', input: { courseId } },
    });
    const reads = [
      attempts(learner, 12),
      attempts(other, 12),
      attempts(other, 15),
      attempts(learner, 999),
      progress(learner, 69),
      progress(other, 69),
      progress(other, 4040),
      completions(learner, 69),
      completions(other, 69),
      completions(other, 4040),
    ];
    // Each read asked alone first, one after another: what the batch must answer for it.
    const expected: { status: number; body: { data?: unknown; completedContentIds?: number[] } }[] = [];
    for (const { userId, alone } of reads) {
      const reply = await service.app.inject({
        url: alone,
        headers: { authorization: service.tokenFor(userId) },
      });
      expected.push({ status: reply.statusCode, body: reply.json() });
    }
    expect(expected.map(({ status }) => status)).toEqual([200, 200, 200, 404, 200, 200, 404, 200, 200, 200]);
    expect(expected[2]!.body.data).toHaveLength(1);
    // A pass completes its quiz as content: each learner's own.
    expect(expected.slice(7).map(({ body }) => body)).toEqual([
      { completedContentIds: [12] },
      { completedContentIds: [15] },
      { completedContentIds: [] },
    ]);
    // Each progress reply carries the same learner's completions.
    expect(expected[4]!.body.data).toMatchObject({ completedContentIds: [12] });
    expect(expected[5]!.body.data).toMatchObject({ completedContentIds: [15] });

    // Many more reads than the service runs statements at once: those that wait go out together.
    const many = Array.from({ length: 6 }, () => reads).flat();
    const batch = await service.app.inject({
      method: 'POST',
      url: '/batched-calls',
      payload: { calls: many.map((read) => read.call) },
    });
    expect(batch.statusCode).toBe(200);
    expect(batch.json().results).toEqual(many.map((_, index) => expected[index % reads.length]));
  });
});
