import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bff } from './support/bff.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';
import { answersFor, createCourseWithQuizzes, eventually, startLearningBff } from './support/learning.ts';
import { type SignedInUser, signUp } from './support/users.ts';

let env: TestEnvironment;
let bff: Bff;
let admin: SignedInUser;
let ada: SignedInUser;
let bob: SignedInUser;
let course: Awaited<ReturnType<typeof createCourseWithQuizzes>>;

beforeAll(async () => {
  env = await createTestEnvironment();
  ({ bff, admin } = await startLearningBff(env));
  ada = await signUp(bff, 'Ada Lovelace');
  bob = await signUp(bff, 'Bob Builder');
  course = await createCourseWithQuizzes(bff, admin, {
    title: 'Memory Forensics',
    courseCode: 'MEMF',
    quizCount: 2,
  });
});
afterAll(async () => {
  await bff?.close();
  await env?.stop();
});

type Method = 'GET' | 'POST';
const call = (method: Method, path: string, as?: SignedInUser, payload?: object) =>
  bff.inject({
    method,
    url: `/api/v1${path}`,
    headers: as ? as.bearer : {},
    ...(payload ? { payload } : {}),
  });

describe('enrolment', () => {
  it('enrols by course name once the catalogue has announced the course', async () => {
    const enrolled = await eventually(async () => {
      const reply = await call('POST', '/student/enrolled', ada, {
        user_id: ada.user.id,
        cname: 'Memory Forensics',
      });
      expect(reply.statusCode).toBe(200);
      return reply.json();
    });
    expect(enrolled).toMatchObject({
      success: true,
      message: 'Enrolled successfully',
      data: { courseId: course.courseId },
    });
    const status = await call('GET', `/student/enrollment-status?userId=${ada.user.id}&courseName=MEMF`, ada);
    expect(status.json()).toEqual({ isEnrolled: true });
    // The course's quiz list arrives with the catalogue's course updates, possibly after enrolment.
    await eventually(async () => {
      const mine = await call('GET', '/usercourses/my-courses', ada);
      expect(mine.json().courses).toEqual([
        expect.objectContaining({
          course_id: course.courseId,
          title: 'Memory Forensics',
          progress: 0,
          totalQuizzes: 2,
        }),
      ]);
    });
  });

  it('answers 400, 401, 403 and 404 as it should', async () => {
    expect(
      (await call('POST', '/student/enrolled', ada, { user_id: ada.user.id, cname: 'No such course' }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', '/student/enrolled', ada, { user_id: 'me', cname: 'MEMF' })).statusCode).toBe(
      400,
    );
    expect(
      (await call('POST', '/student/enrolled', bob, { user_id: ada.user.id, cname: 'MEMF' })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/student/enrolled', undefined, { user_id: ada.user.id, cname: 'MEMF' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call('GET', `/student/enrollment-status?userId=${ada.user.id}&courseName=MEMF`, bob)).statusCode,
    ).toBe(403);
    expect((await call('GET', `/student/enrollment-status?userId=${ada.user.id}`, ada)).statusCode).toBe(400);
    expect((await call('GET', '/usercourses/my-courses')).statusCode).toBe(401);
  });
});

describe('content completion', () => {
  it('ticks a document and refuses learners who are not enrolled', async () => {
    const done = await call('POST', '/content/501/complete', ada, {
      courseId: course.courseId,
      kind: 'document',
    });
    expect(done.statusCode).toBe(200);
    expect((await call('GET', `/courses/${course.courseId}/completions`, ada)).json()).toEqual({
      completedContentIds: [501],
    });
    const progress = await call('GET', `/userQuiz/course-progress/${ada.user.id}/${course.courseId}`, ada);
    expect(progress.json().data.completedContentIds).toEqual([501]);
    const outsider = await call('POST', '/content/501/complete', bob, { courseId: course.courseId });
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe('You are not enrolled in this course');
    expect((await call('POST', '/content/501/complete', ada, {})).statusCode).toBe(400);
    expect((await call('GET', `/courses/${course.courseId}/completions`)).statusCode).toBe(401);
  });
});

describe('quizzes', () => {
  const submit = (as: SignedInUser, quizIndex: number, correct?: number, userId = as.user.id) => {
    const quiz = course.quizzes[quizIndex]!;
    return call('POST', '/userQuiz/submit', as, {
      userId,
      quizId: quiz.id,
      moduleId: course.moduleId,
      courseId: course.courseId,
      answers: answersFor(quiz, correct),
    });
  };

  it('scores a failed then a passed attempt and lists them without any answer key', async () => {
    const quiz = course.quizzes[0]!;
    const failed = await eventually(async () => {
      const reply = await submit(ada, 0, 1);
      expect(reply.statusCode).toBe(200);
      return reply.json();
    });
    expect(failed).toMatchObject({
      success: true,
      message: 'Quiz Failed',
      data: { score: 50, passed: false, remainingAttempts: 2, passingScore: 80 },
    });
    const passed = await submit(ada, 0);
    expect(passed.json()).toMatchObject({
      message: 'Quiz Passed',
      data: { score: 100, passed: true, remainingAttempts: 1 },
    });
    const attempts = await call('GET', `/userQuiz/attempts/${ada.user.id}/${quiz.id}`, ada);
    expect(attempts.json()).toMatchObject({
      success: true,
      remainingAttempts: 1,
      maxAttempts: 3,
      passingScore: 80,
    });
    expect(
      attempts
        .json()
        .data.map((a: { attempt_number: number; passed: boolean }) => [a.attempt_number, a.passed]),
    ).toEqual([
      [1, false],
      [2, true],
    ]);
    const progress = await call('GET', `/userQuiz/course-progress/${ada.user.id}/${course.courseId}`, ada);
    expect(progress.json().data).toMatchObject({ totalQuizzes: 2, completedQuizzes: 1 });
    expect(progress.json().data.quizzes[0]).toMatchObject({
      quizId: quiz.id,
      title: 'Assessment 1',
      status: 'PASSED',
      bestScore: 100,
      totalQuestions: 2,
    });
    for (const reply of [passed, attempts, progress])
      expect(reply.body).not.toMatch(/isCorrect|correctOptionId/);
    expect(
      (await call('GET', `/courses/${course.courseId}/completions`, ada)).json().completedContentIds,
    ).toEqual([501, quiz.id]);
  });

  it('stops at the attempt limit with "Maximum attempts reached"', async () => {
    await submit(ada, 1, 0);
    await submit(ada, 1, 0);
    await submit(ada, 1, 0);
    const fourth = await submit(ada, 1);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe('Maximum attempts reached');
  });

  it('refuses another learner’s userId (403), strangers to the course (403), unknown quizzes (404), bad input (400), no token (401)', async () => {
    expect((await submit(bob, 0, 2, ada.user.id)).statusCode).toBe(403);
    const outsider = await submit(bob, 0);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe('You are not enrolled in this course');
    const unknown = await call('POST', '/userQuiz/submit', ada, {
      userId: ada.user.id,
      quizId: 999999,
      courseId: course.courseId,
      answers: [],
    });
    expect(unknown.statusCode).toBe(404);
    expect((await call('POST', '/userQuiz/submit', ada, { userId: ada.user.id })).statusCode).toBe(400);
    expect(
      (
        await call('POST', '/userQuiz/submit', undefined, {
          userId: ada.user.id,
          quizId: 1,
          courseId: 1,
          answers: [],
        })
      ).statusCode,
    ).toBe(401);
    const quizId = course.quizzes[0]!.id;
    expect((await call('GET', `/userQuiz/attempts/${ada.user.id}/${quizId}`, bob)).statusCode).toBe(403);
    expect((await call('GET', `/userQuiz/attempts/${ada.user.id}/${quizId}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/userQuiz/attempts/${ada.user.id}/999999`, ada)).statusCode).toBe(404);
    expect((await call('GET', `/userQuiz/attempts/${ada.user.id}/${quizId}`)).statusCode).toBe(401);
    expect(
      (await call('GET', `/userQuiz/course-progress/${ada.user.id}/${course.courseId}`, bob)).statusCode,
    ).toBe(403);
    expect((await call('GET', `/userQuiz/course-progress/${ada.user.id}/999999`, ada)).statusCode).toBe(404);
    expect((await call('GET', `/userQuiz/course-progress/${ada.user.id}/x`, ada)).statusCode).toBe(400);
  });
});

describe('student dashboard', () => {
  it('counts, lists courses with progress, certificates and recent activity', async () => {
    const counts = await call('POST', '/student/getCount', ada, { user_id: ada.user.id });
    expect(counts.json()).toEqual({
      success: true,
      counts: { enrolledCourses: 1, completedCourses: 0, certificates: 0, quizzesPassed: 1 },
    });
    const dashboard = await call('POST', '/student/dashboard', ada, { user_id: ada.user.id });
    expect(dashboard.json().data.courses).toEqual([
      expect.objectContaining({ course_id: course.courseId, progress: 50 }),
    ]);
    const certificates = await call('POST', '/student/certificate', ada, { user_id: ada.user.id });
    expect(certificates.json()).toEqual({ success: true, message: 'No Certificate Obtained', data: [] });
    const activity = await call('GET', `/student/recent-activity?user_id=${ada.user.id}`, ada);
    expect(activity.json().activities[0]).toMatchObject({ type: 'quiz_failed', courseId: course.courseId });
    expect(activity.json().activities.map((a: { type: string }) => a.type)).toContain('enrolled');
  });

  it('refuses someone else’s dashboard (403), no token (401), bad input (400)', async () => {
    for (const path of ['/student/getCount', '/student/dashboard', '/student/certificate']) {
      expect((await call('POST', path, bob, { user_id: ada.user.id })).statusCode).toBe(403);
      expect((await call('POST', path, undefined, { user_id: ada.user.id })).statusCode).toBe(401);
      expect((await call('POST', path, ada, {})).statusCode).toBe(400);
    }
    expect((await call('GET', `/student/recent-activity?user_id=${ada.user.id}`, bob)).statusCode).toBe(403);
    expect((await call('GET', '/student/recent-activity', ada)).statusCode).toBe(400);
  });
});
