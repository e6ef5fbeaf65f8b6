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
let ada: SignedInUser;
let bob: SignedInUser;
let course: Awaited<ReturnType<typeof createCourseWithQuizzes>>;

beforeAll(async () => {
  env = await createTestEnvironment();
  const started = await startLearningBff(env);
  bff = started.bff;
  const admin = started.admin;
  ada = await signUp(bff, 'Ada Lovelace');
  bob = await signUp(bff, 'Bob Builder');
  course = await createCourseWithQuizzes(bff, admin, {
    title: 'Disk Forensics',
    courseCode: 'DSKF',
    quizCount: 2,
  });
});
afterAll(async () => {
  await bff?.close();
  await env?.stop();
});

const results = (as?: SignedInUser) =>
  bff.inject({ method: 'GET', url: '/api/v1/userQuiz/results', headers: as ? as.bearer : {} });

describe('GET /api/v1/userQuiz/results', () => {
  it("lists the learner's latest result of each quiz tried, with course and pass mark", async () => {
    await enrolThroughBff(bff, ada, 'DSKF');
    const [first, second] = course.quizzes;
    const submit = (quiz: typeof first, correct?: number) =>
      bff.inject({
        method: 'POST',
        url: '/api/v1/userQuiz/submit',
        headers: ada.bearer,
        payload: {
          userId: ada.user.id,
          quizId: quiz!.id,
          courseId: course.courseId,
          answers: answersFor(quiz!, correct),
        },
      });
    await eventually(async () => expect((await submit(first, 0)).statusCode).toBe(200));
    expect((await submit(first)).statusCode).toBe(200);
    await eventually(async () => expect((await submit(second, 1)).statusCode).toBe(200));

    const reply = await results(ada);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().results).toEqual([
      expect.objectContaining({
        quizId: second!.id,
        quizTitle: 'Assessment 2',
        courseId: course.courseId,
        courseTitle: 'Disk Forensics',
        score: 50,
        passingScore: 80,
        passed: false,
        attemptNumber: 1,
      }),
      expect.objectContaining({ quizId: first!.id, score: 100, passed: true, attemptNumber: 2 }),
    ]);
  });

  it('is empty for a learner without attempts and refuses visitors', async () => {
    expect((await results(bob)).json()).toEqual({ success: true, results: [] });
    expect((await results()).statusCode).toBe(401);
  });
});
