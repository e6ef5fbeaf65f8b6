import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLearning } from '../support/learning-app.ts';

type Service = Awaited<ReturnType<typeof startLearning>>;
let service: Service;
const learner = randomUUID();
const other = randomUUID();
const KEY = [2001, 2011, 2021, 2031, 2041];

const as = (userId: string) => ({ authorization: service.tokenFor(userId) });
const enrol = (userId: string, cname: string) =>
  service.app.inject({
    method: 'POST',
    url: '/student/enrolled',
    headers: as(userId),
    payload: { user_id: userId, cname },
  });
const submit = (userId: string, quizId: number, courseId: number, correct: number) =>
  service.app.inject({
    method: 'POST',
    url: '/userQuiz/submit',
    headers: as(userId),
    payload: { userId, quizId, courseId, answers: service.answersFor(quizId, KEY, correct) },
  });
const results = (userId: string) =>
  service.app.inject({ method: 'GET', url: '/userQuiz/results', headers: as(userId) });

beforeAll(async () => {
  service = await startLearning('learning_quiz_results');
  await service.seedCourse({
    courseId: 69,
    title: 'Digital Forensics Essentials',
    quizzes: [
      { quizId: 12, answers: KEY },
      { quizId: 15, answers: KEY, passingScore: 60 },
    ],
  });
  await service.seedCourse({ courseId: 62, title: 'SIRI', quizzes: [{ quizId: 30, answers: KEY }] });
  for (const courseId of [69, 62]) expect((await enrol(learner, String(courseId))).statusCode).toBe(200);
  expect((await enrol(other, '69')).statusCode).toBe(200);
});

afterAll(async () => {
  await service?.close();
});

describe('GET /userQuiz/results', () => {
  it('is empty before any attempt and needs a signed-in caller', async () => {
    expect((await results(learner)).json()).toEqual({ success: true, results: [] });
    expect((await service.app.inject({ method: 'GET', url: '/userQuiz/results' })).statusCode).toBe(401);
  });

  it('lists the latest attempt of each quiz across courses, newest first, with the pass mark', async () => {
    expect((await submit(learner, 12, 69, 2)).statusCode).toBe(200);
    expect((await submit(learner, 12, 69, 5)).statusCode).toBe(200);
    expect((await submit(learner, 30, 62, 1)).statusCode).toBe(200);
    expect((await submit(learner, 15, 69, 3)).statusCode).toBe(200);
    expect((await submit(other, 12, 69, 1)).statusCode).toBe(200);

    const reply = await results(learner);
    expect(reply.statusCode).toBe(200);
    const rows = reply.json().results;
    expect(rows.map((r: { quizId: number }) => r.quizId)).toEqual([15, 30, 12]);
    expect(rows[0]).toMatchObject({
      quizTitle: 'Quiz 15',
      courseId: 69,
      courseTitle: 'Digital Forensics Essentials',
      attemptNumber: 1,
      score: 60,
      passingScore: 60,
      passed: true,
    });
    expect(rows[1]).toMatchObject({ courseTitle: 'SIRI', score: 20, passed: false, passingScore: 80 });
    expect(rows[2]).toMatchObject({ attemptNumber: 2, score: 100, passed: true });
    expect(Date.parse(rows[0].completedAt)).toBeGreaterThanOrEqual(Date.parse(rows[2].completedAt));
  });

  it('shows a learner only their own attempts', async () => {
    const rows = (await results(other)).json().results;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ quizId: 12, score: 20, attemptNumber: 1 });
  });
});
