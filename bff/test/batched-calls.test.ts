import { metricsRegistry } from '@academy/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuth, TEST_ADMIN } from './support/auth.ts';
import { type Bff, startBff } from './support/bff.ts';
import { startCatalogue } from './support/catalogue.ts';
import { startCertificate } from './support/certificate.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';
import {
  answersFor,
  createCourseWithQuizzes,
  enrolThroughBff,
  eventually,
  startLearning,
} from './support/learning.ts';
import { logIn, type SignedInUser, signUp } from './support/users.ts';

let env: TestEnvironment;
let bff: Bff;
let admin: SignedInUser;
let cohort: SignedInUser[];
let course: Awaited<ReturnType<typeof createCourseWithQuizzes>>;

beforeAll(async () => {
  env = await createTestEnvironment();
  const [auth, catalogue, learning, certificate] = await Promise.all([
    startAuth(env),
    startCatalogue(env),
    startLearning(env),
    startCertificate(env),
  ]);
  bff = await startBff(env, {
    AUTH_URL: auth.url,
    CATALOGUE_URL: catalogue.url,
    LEARNING_URL: learning.url,
    CERTIFICATE_URL: certificate.url,
  });
  admin = await logIn(bff, TEST_ADMIN.email, TEST_ADMIN.password);
  course = await createCourseWithQuizzes(bff, admin, {
    title: 'Batch Forensics',
    courseCode: 'BTCF',
    quizCount: 1,
  });
  const limit = await bff.inject({
    method: 'PUT',
    url: `/api/v1/quizzes/${course.quizzes[0]!.id}`,
    headers: admin.bearer,
    payload: { timeLimitMinutes: 30 },
  });
  expect(limit.statusCode).toBe(200);
  cohort = await Promise.all(['Ada', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'].map((name) => signUp(bff, name)));
  for (const learner of cohort) {
    await enrolThroughBff(bff, learner, 'BTCF');
  }
});
afterAll(async () => {
  await bff?.close();
  await env?.stop();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (as: SignedInUser, method: Method, path: string, payload?: object) =>
  bff.inject({ method, url: `/api/v1${path}`, headers: as.bearer, ...(payload ? { payload } : {}) });

/** How many learners' replies the BFF answered from memory so far (`academy_cache_lookups_total`). */
const fromMemory = async () => {
  const { values } = await metricsRegistry.getSingleMetric('academy_cache_lookups_total')!.get();
  return values
    .filter(({ labels }) => String(labels.cache).endsWith('_replies') && labels.result === 'hit')
    .reduce((sum, { value }) => sum + value, 0);
};

/** How the BFF passed calls on to each service so far (`academy_batched_calls_total`). */
const sent = async () => {
  const { values } = await metricsRegistry.getSingleMetric('academy_batched_calls_total')!.get();
  return Object.fromEntries(values.map(({ labels, value }) => [`${labels.service} ${labels.sent}`, value]));
};

describe('a cohort opening an exam at once', () => {
  it('gets from every call what it would get alone, though the BFF sent most calls together', async () => {
    const quiz = course.quizzes[0]!;
    const before = await sent();
    const keptBefore = await fromMemory();
    const [ada, bob] = cohort as [SignedInUser, SignedInUser];
    // Every read that opens the course, twice per learner at once, and two that are not theirs to make.
    const opening = cohort.flatMap((learner) =>
      [1, 2].flatMap(() => [
        [learner, 'GET', `/userQuiz/course-progress/${learner.user.id}/${course.courseId}`],
        [learner, 'GET', `/courses/${course.courseId}/completions`],
        [learner, 'GET', `/userQuiz/attempts/${learner.user.id}/${quiz.id}`],
        [learner, 'GET', `/sefacertificate/eligibility/${learner.user.id}/${course.courseId}`],
      ]),
    ) as [SignedInUser, Method, string][];
    opening.push(
      [bob, 'GET', `/userQuiz/course-progress/${ada.user.id}/${course.courseId}`],
      [bob, 'GET', `/sefacertificate/eligibility/${ada.user.id}/${course.courseId}`],
    );
    const together = await Promise.all(opening.map(([as, method, path]) => call(as, method, path)));
    for (const [index, [as, method, path]] of opening.entries()) {
      const alone = await call(as, method, path);
      expect([together[index]!.statusCode, together[index]!.body]).toEqual([alone.statusCode, alone.body]);
    }
    expect(together.slice(-2).map((reply) => reply.statusCode)).toEqual([403, 403]);
    // The same reads made one by one afterwards were answered from the learners' replies the BFF kept.
    expect((await fromMemory()) - keptBefore).toBeGreaterThanOrEqual(opening.length / 2);

    // Each starts the exam, Ada twice as with a double click: one attempt each.
    const starts = await Promise.all(
      [...cohort, ada].map((learner) => call(learner, 'POST', `/userQuiz/quizzes/${quiz.id}/attempt`)),
    );
    const statuses = starts.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(cohort.length);
    expect(statuses.filter((status) => status === 409)).toHaveLength(1);
    const attempts = cohort.map(
      (learner) =>
        starts.find((reply, i) => reply.statusCode === 201 && [...cohort, ada][i] === learner)!.json().attempt
          .attemptId as string,
    );
    expect(new Set(attempts).size).toBe(cohort.length);

    // Every answer saved at once, then every attempt submitted at once: the first half pass.
    const saves = await Promise.all(
      cohort.map((learner, i) =>
        call(learner, 'PUT', `/userQuiz/exam-attempts/${attempts[i]}/answers`, {
          sequence: 1,
          answers: answersFor(quiz, i < 3 ? quiz.questions.length : 0),
        }),
      ),
    );
    expect(saves.map((reply) => reply.statusCode)).toEqual(cohort.map(() => 200));
    const submits = await Promise.all(
      cohort.map((learner, i) => call(learner, 'POST', `/userQuiz/exam-attempts/${attempts[i]}/submit`)),
    );
    expect(submits.map((reply) => [reply.statusCode, reply.json().data.passed])).toEqual(
      cohort.map((_, i) => [200, i < 3]),
    );
    await eventually(async () => {
      const eligible = await Promise.all(
        cohort.map(
          async (learner) =>
            (
              await call(learner, 'GET', `/sefacertificate/eligibility/${learner.user.id}/${course.courseId}`)
            ).json().data.isEligible,
        ),
      );
      expect(eligible).toEqual(cohort.map((_, i) => i < 3));
    });

    const after = await sent();
    // More calls at once than the BFF keeps hops open: the rest went together, and no batch failed.
    expect(after['learning together']! - before['learning together']!).toBeGreaterThan(0);
    expect(after['certificate together']! - before['certificate together']!).toBeGreaterThan(0);
    expect(after['learning batch_failed']).toBe(before['learning batch_failed']);
    expect(after['certificate batch_failed']).toBe(before['certificate batch_failed']);
  });
});
