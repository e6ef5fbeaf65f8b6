import { randomUUID } from 'node:crypto';
import { auth } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startLearning } from '../support/learning-app.ts';

type Service = Awaited<ReturnType<typeof startLearning>>;
let service: Service;
const admin = randomUUID();
// Enrolled in this order: one who did nothing, one who read a document and failed a quiz, one who completed.
const idle = randomUUID();
const trying = randomUUID();
const finisher = randomUUID();
const elsewhere = randomUUID();
const KEY = [3001, 3011, 3021, 3031, 3041];
const TRICKY_TITLE = '=HYPERLINK("x"), part 2';
// A name a spreadsheet would run as a formula, with a comma and quotes: defused and quoted in the CSV.
const TRICKY_NAME = '=cmd|"/c calc", Jr';

const as = (userId: string, role: 'USER' | 'ADMIN' = 'USER') => ({
  authorization: service.tokenFor(userId, role),
});
const post = (url: string, userId: string, payload: object) =>
  service.app.inject({ method: 'POST', url, headers: as(userId), payload });
const enrol = (userId: string, courseId: number) =>
  post('/student/enrolled', userId, { user_id: userId, cname: String(courseId) });
const submit = (userId: string, quizId: number, correct: number, courseId = 69) =>
  post('/userQuiz/submit', userId, {
    userId,
    quizId,
    courseId,
    answers: service.answersFor(quizId, KEY, correct),
  });
const get = (url: string, headers: Record<string, string> = as(admin, 'ADMIN')) =>
  service.app.inject({ method: 'GET', url, headers });
/** Announces the learner's account as auth would and waits until learning holds `fullName`. */
const account = async (userId: string, fullName: string, email: string, event: 'registered' | 'updated') => {
  const state = { userId, fullName, email, role: 'USER' as const, category: null };
  if (event === 'registered') await service.publisher.publish(auth.userRegistered, state);
  else await service.publisher.publish(auth.userUpdated, { ...state, avatarUrl: null });
  await eventually(async () => {
    const [row] = await service.query('SELECT full_name FROM learners WHERE user_id = $1', [userId]);
    expect(row?.full_name).toBe(fullName);
  });
};

beforeAll(async () => {
  service = await startLearning('learning_course_reports');
  await service.seedCourse({
    courseId: 69,
    title: 'Digital Forensics Essentials',
    quizzes: [
      { quizId: 12, answers: KEY },
      { quizId: 15, title: TRICKY_TITLE, answers: KEY, passingScore: 60 },
    ],
  });
  await service.seedCourse({ courseId: 62, title: 'SIRI', quizzes: [{ quizId: 30, answers: KEY }] });
  for (const learner of [idle, trying, finisher]) expect((await enrol(learner, 69)).statusCode).toBe(200);
  expect((await enrol(elsewhere, 62)).statusCode).toBe(200);
  expect((await post('/content/7/complete', trying, { courseId: 69 })).statusCode).toBe(200);
  expect((await submit(trying, 12, 2)).json().data.score).toBe(40);
  expect((await submit(finisher, 12, 3)).json().data.passed).toBe(false);
  expect((await submit(finisher, 12, 5)).json().data.passed).toBe(true);
  expect((await submit(finisher, 15, 4)).json().data).toMatchObject({ score: 80, passed: true });
  expect((await submit(elsewhere, 30, 5, 62)).statusCode).toBe(200);
  // `idle` has no account in learning's copy yet.
  await account(trying, 'Ada Lovelace', 'ada@example.com', 'registered');
  await account(finisher, TRICKY_NAME, 'finisher@example.com', 'registered');
}, 60_000);

afterAll(async () => {
  await service?.close();
});

describe('GET /admin/courses/:id/report', () => {
  it('counts enrolled, started and completed learners and each quiz', async () => {
    const reply = await get('/admin/courses/69/report');
    expect(reply.statusCode).toBe(200);
    const report = reply.json();
    expect(report).toMatchObject({ courseId: 69, title: 'Digital Forensics Essentials' });
    expect(report.completion).toMatchObject({ enrolled: 3, started: 2, completed: 1, completionRate: 33 });
    expect(report.completion.learners).toEqual([
      expect.objectContaining({
        userId: idle,
        fullName: null,
        email: null,
        started: false,
        contentCompleted: 0,
        quizzesPassed: 0,
        quizzesRequired: 2,
        completedAt: null,
      }),
      expect.objectContaining({
        userId: trying,
        fullName: 'Ada Lovelace',
        email: 'ada@example.com',
        started: true,
        contentCompleted: 1,
        quizzesPassed: 0,
        completedAt: null,
      }),
      expect.objectContaining({
        userId: finisher,
        fullName: TRICKY_NAME,
        email: 'finisher@example.com',
        contentCompleted: 2,
        quizzesPassed: 2,
        quizzesRequired: 2,
      }),
    ]);
    const done = report.completion.learners[2];
    const [lastPass] = await service.query(
      'SELECT completed_at FROM quiz_attempts WHERE user_id = $1 AND quiz_id = 15',
      [finisher],
    );
    expect(new Date(done.completedAt)).toEqual(lastPass!.completed_at);
    expect(report.quizzes).toEqual([
      {
        quizId: 12,
        title: 'Quiz 12',
        passingScore: 80,
        required: true,
        attempts: 3,
        learners: 2,
        passed: 1,
        passRate: 50,
        averageScore: 66.7,
      },
      {
        quizId: 15,
        title: TRICKY_TITLE,
        passingScore: 60,
        required: true,
        attempts: 1,
        learners: 1,
        passed: 1,
        passRate: 100,
        averageScore: 80,
      },
    ]);
  });

  it("names a learner once auth's account arrives, and by the newest name after a rename", async () => {
    const inSiri = async () => (await get('/admin/courses/62/report')).json().completion.learners;
    expect(await inSiri()).toEqual([
      expect.objectContaining({ userId: elsewhere, fullName: null, email: null }),
    ]);
    await account(elsewhere, 'Grace Murray', 'grace@example.com', 'registered');
    expect(await inSiri()).toEqual([
      expect.objectContaining({ userId: elsewhere, fullName: 'Grace Murray', email: 'grace@example.com' }),
    ]);
    await account(elsewhere, 'Grace Hopper', 'hopper@example.com', 'updated');
    expect(await inSiri()).toEqual([
      expect.objectContaining({ userId: elsewhere, fullName: 'Grace Hopper', email: 'hopper@example.com' }),
    ]);
    const csv = (await get('/admin/courses/62/report/completion.csv')).body;
    expect(csv).toContain(`\r\n${elsewhere},Grace Hopper,hopper@example.com,`);
  });

  it('reports a course without learners or attempts as zeros', async () => {
    await service.seedCourse({ courseId: 70, title: 'Empty', quizzes: [{ quizId: 40, answers: KEY }] });
    const report = (await get('/admin/courses/70/report')).json();
    expect(report.completion).toEqual({
      enrolled: 0,
      started: 0,
      completed: 0,
      completionRate: 0,
      learners: [],
    });
    expect(report.quizzes).toEqual([
      expect.objectContaining({ quizId: 40, attempts: 0, learners: 0, passRate: 0, averageScore: null }),
    ]);
  });
});

describe('CSV downloads', () => {
  it('gives the learners with their names and e-mail addresses as CSV with a header row', async () => {
    const reply = await get('/admin/courses/69/report/completion.csv');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="course-69-completion-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(reply.body.startsWith('\uFEFF')).toBe(true);
    const lines = reply.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'learner_id,full_name,email,enrolled_at,started,content_completed,quizzes_passed,quizzes_required,completed,completed_at',
    );
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('');
    // No account in the copy yet: empty name and e-mail fields.
    expect(lines[1]).toMatch(new RegExp(`^${idle},,,[^,]+Z,false,0,0,2,false,$`));
    expect(lines[2]).toMatch(
      new RegExp(`^${trying},Ada Lovelace,ada@example\\.com,[^,]+Z,true,1,0,2,false,$`),
    );
    // The name is defused (a leading apostrophe) and quoted (it holds a comma and quotes).
    const [, rest] = lines[3]!.split(`${finisher},"'=cmd|""/c calc"", Jr",finisher@example.com,`);
    expect(rest).toMatch(/^[^,]+Z,true,2,2,2,true,[^,]+Z$/);
  });

  it('quotes and defuses a quiz title a spreadsheet would run as a formula', async () => {
    const reply = await get('/admin/courses/69/report/quizzes.csv');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toMatch(/filename="course-69-quizzes-[\d-]+\.csv"/);
    expect(reply.body.slice(1).split('\r\n')).toEqual([
      'quiz_id,quiz_title,required,passing_score,attempts,learners_attempted,learners_passed,pass_rate_percent,average_score',
      '12,Quiz 12,true,80,3,2,1,50,66.7',
      `15,"'=HYPERLINK(""x""), part 2",true,60,1,1,1,100,80`,
      '',
    ]);
  });
});

describe('who may read a report', () => {
  const urls = [
    '/admin/courses/69/report',
    '/admin/courses/69/report/completion.csv',
    '/admin/courses/69/report/quizzes.csv',
  ];

  it.each(urls)('%s: 401 for a visitor, 403 for a learner', async (url) => {
    expect((await get(url, {})).statusCode).toBe(401);
    const learner = await get(url, as(finisher));
    expect(learner.statusCode).toBe(403);
    expect(learner.body).not.toContain(finisher);
  });

  it.each(urls.map((url) => url.replace('69', '999')))('%s: 404 for an unknown course', async (url) => {
    const reply = await get(url);
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe('Course not found');
  });

  it.each(['abc', '0', '-3', '1.5'])('400 for the course id %s', async (id) => {
    for (const url of urls.map((u) => u.replace('69', id))) {
      const reply = await get(url);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toMatch(/id/);
    }
  });
});
