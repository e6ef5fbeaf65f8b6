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
  ({ bff, admin } = await startLearningBff(env));
  ada = await signUp(bff, 'Ada Lovelace');
  course = await createCourseWithQuizzes(bff, admin, {
    title: 'Report Forensics',
    courseCode: 'REPF',
    quizCount: 1,
  });
});
afterAll(async () => {
  await bff?.close();
  await env?.stop();
});

const call = (method: 'GET' | 'POST', path: string, as?: SignedInUser, payload?: object) =>
  bff.inject({
    method,
    url: `/api/v1${path}`,
    headers: as ? as.bearer : {},
    ...(payload ? { payload } : {}),
  });

describe('a course report through the BFF', () => {
  it('passes the report and its CSV files on to administrators only', async () => {
    await eventually(async () => {
      const reply = await call('POST', '/student/enrolled', ada, { user_id: ada.user.id, cname: 'REPF' });
      expect(reply.statusCode).toBe(200);
    });
    const [quiz] = course.quizzes;
    const submitted = await call('POST', '/userQuiz/submit', ada, {
      userId: ada.user.id,
      quizId: quiz!.id,
      moduleId: course.moduleId,
      courseId: course.courseId,
      answers: answersFor(quiz!),
    });
    expect(submitted.json().data.passed).toBe(true);

    const base = `/admin/courses/${course.courseId}/report`;
    const report = await call('GET', base, admin);
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({
      courseId: course.courseId,
      title: 'Report Forensics',
      completion: { enrolled: 1, started: 1, completed: 1, completionRate: 100 },
      quizzes: [{ quizId: quiz!.id, title: 'Assessment 1', attempts: 1, passed: 1, passRate: 100 }],
    });
    // The learner by name and e-mail, from learning's copy of auth's accounts.
    await eventually(async () => {
      const { learners } = (await call('GET', base, admin)).json().completion;
      expect(learners).toEqual([
        expect.objectContaining({ userId: ada.user.id, fullName: 'Ada Lovelace', email: ada.user.email }),
      ]);
    });

    const csv = await call('GET', `${base}/completion.csv`, admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="course-${course.courseId}-completion-[\\d-]+\\.csv"$`),
    );
    expect(csv.headers['cache-control']).toBe('private, no-store');
    expect(csv.body).toContain(`\r\n${ada.user.id},Ada Lovelace,${ada.user.email},`);
    const quizzes = await call('GET', `${base}/quizzes.csv`, admin);
    expect(quizzes.body).toContain(`${quiz!.id},Assessment 1,true,`);

    for (const path of [base, `${base}/completion.csv`, `${base}/quizzes.csv`]) {
      expect((await call('GET', path)).statusCode).toBe(401);
      expect((await call('GET', path, ada)).statusCode).toBe(403);
    }
    expect((await call('GET', '/admin/courses/99999/report/quizzes.csv', admin)).statusCode).toBe(404);
    expect((await call('GET', '/admin/courses/x/report', admin)).statusCode).toBe(400);
  });

  it('is in the API document', async () => {
    const { paths } = (await bff.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    for (const path of ['', '/completion.csv', '/quizzes.csv']) {
      expect(paths[`/api/v1/admin/courses/{id}/report${path}`]?.get?.security).toBeDefined();
    }
  });
});
