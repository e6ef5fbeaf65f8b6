import { randomUUID } from 'node:crypto';
import { metricsRegistry } from '@academy/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bff } from './support/bff.ts';
import { createPricedCourse } from './support/catalogue.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';
import { answersFor, createCourseWithQuizzes, eventually } from './support/learning.ts';
import { startTwoReplicas, type TwoReplicas } from './support/replicas.ts';
import type { SignedInUser } from './support/users.ts';

// Two BFF replicas keeping learners' replies (my courses, progress, completions, quiz attempts, certificate
// eligibility) in memory, in front of real auth, catalogue, learning, certificate and orders services
// (Stripe faked at its boundary), NATS and PostgreSQL.
let env: TestEnvironment;
let replicas: TwoReplicas;
let editing: Bff;
let other: Bff;
let admin: SignedInUser;
let free: Awaited<ReturnType<typeof createCourseWithQuizzes>>;
let priced: number;

beforeAll(async () => {
  env = await createTestEnvironment();
  replicas = await startTwoReplicas(env);
  ({ editing, other, admin } = replicas);
  free = await createCourseWithQuizzes(editing, admin, {
    title: 'Network Forensics',
    courseCode: 'NWF',
    quizCount: 2,
  });
  priced = await createPricedCourse(editing, admin, 'Mobile Forensics', 120000);
});
afterAll(async () => {
  await replicas?.close();
  await env?.stop();
});

const as = (userId: string) => ({ authorization: `Bearer ${env.tokenFor(userId)}` });
const myCourses = async (bff: Bff, userId: string) => {
  const reply = await bff.inject({ url: '/api/v1/usercourses/my-courses', headers: as(userId) });
  expect(reply.statusCode).toBe(200);
  return reply.json().courses as { course_id: number; title: string; completedQuizzes: number }[];
};
/** Reads twice on each replica, so that each keeps a copy. */
const readOnBoth = async (userId: string) => {
  for (const bff of [editing, other]) for (const _ of [1, 2]) await myCourses(bff, userId);
};
const enrol = (bff: Bff, userId: string) =>
  eventually(async () => {
    const reply = await bff.inject({
      method: 'POST',
      url: '/api/v1/student/enrolled',
      headers: as(userId),
      payload: { user_id: userId, courseId: free.courseId },
    });
    expect(reply.statusCode).toBe(200);
  });
/** The learner submits `quiz` of the free course through the editing replica, all answers right or `correct` of them. */
const submit = async (learner: string, quiz: (typeof free.quizzes)[number], correct?: number) => {
  const reply = await editing.inject({
    method: 'POST',
    url: '/api/v1/userQuiz/submit',
    headers: as(learner),
    payload: {
      userId: learner,
      quizId: quiz.id,
      moduleId: free.moduleId,
      courseId: free.courseId,
      answers: answersFor(quiz, correct),
    },
  });
  return reply.json().data as { passed: boolean };
};
/** How many of a cache's look-ups were answered from memory, on either replica. */
const fromMemory = async (cache = 'learning_replies') => {
  const { values } = await metricsRegistry.getSingleMetric('academy_cache_lookups_total')!.get();
  return values.find((v) => v.labels.cache === cache && v.labels.result === 'hit')?.value ?? 0;
};

/**
 * Reads `path` under /api/v1 on `bff` as the learner twice in a row and expects the second read from
 * `cache`'s memory, with the same bytes. A notice of a change made just before (the learner's enrolment,
 * passed on over NATS and, for eligibility, through the certificate service's events) may still be on its
 * way: arriving between the two reads, it rightly forgets the reply, so the pair is read again until none
 * comes between them. Replies never kept fail every pair.
 */
const secondReadFromMemory = (bff: Bff, learner: string, path: string, cache = 'learning_replies') =>
  eventually(async () => {
    const first = await bff.inject({ url: `/api/v1${path}`, headers: as(learner) });
    expect(first.statusCode).toBe(200);
    const before = await fromMemory(cache);
    const second = await bff.inject({ url: `/api/v1${path}`, headers: as(learner) });
    expect(await fromMemory(cache)).toBe(before + 1);
    expect(second.body).toBe(first.body);
    return { first, second };
  }, 5_000);

/** A GET of `path` under /api/v1 on `bff`, as the learner unless other `headers` are given. */
const read = async (bff: Bff, learner: string, path: string, headers = as(learner)) => {
  const reply = await bff.inject({ url: `/api/v1${path}`, headers });
  expect(reply.statusCode).toBe(200);
  return reply.json();
};
const progressPath = (learner: string) => `/userQuiz/course-progress/${learner}/${free.courseId}`;
const attemptsPath = (learner: string) => `/userQuiz/attempts/${learner}/${free.quizzes[1]!.id}`;
const eligibilityPath = (learner: string) => `/sefacertificate/eligibility/${learner}/${free.courseId}`;
const completionsPath = () => `/courses/${free.courseId}/completions`;
/** Reads each of a learner's replies twice on each replica, so that each keeps a copy. */
const readAllOnBoth = async (learner: string) => {
  for (const bff of [editing, other])
    for (const path of [
      progressPath(learner),
      attemptsPath(learner),
      eligibilityPath(learner),
      completionsPath(),
      '/usercourses/my-courses',
    ])
      for (const _ of [1, 2]) await read(bff, learner, path);
};

describe("learners' course lists kept in memory", () => {
  it("answers a learner's second read from memory with the same bytes, and each learner only their own", async () => {
    const learner = randomUUID();
    await enrol(editing, learner);
    const { first, second } = await secondReadFromMemory(other, learner, '/usercourses/my-courses');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.json().courses).toEqual([expect.objectContaining({ course_id: free.courseId })]);
    expect(await myCourses(other, randomUUID())).toEqual([]);
    expect((await other.inject({ url: '/api/v1/usercourses/my-courses' })).statusCode).toBe(401);
  });

  it('shows an enrolment at once on the replica that made it and soon on the other', async () => {
    const learner = randomUUID();
    await readOnBoth(learner);
    await enrol(editing, learner);
    expect(await myCourses(editing, learner)).toEqual([
      expect.objectContaining({ course_id: free.courseId }),
    ]);
    await eventually(
      async () =>
        expect((await myCourses(other, learner)).map((course) => course.course_id)).toEqual([free.courseId]),
      2_000,
    );
  });

  it("shows a pass in the learner's progress on both replicas", async () => {
    const learner = randomUUID();
    await enrol(editing, learner);
    await readOnBoth(learner);
    const quiz = free.quizzes[0]!;
    expect(await submit(learner, quiz)).toMatchObject({ passed: true });
    expect((await myCourses(editing, learner))[0]).toMatchObject({ completedQuizzes: 1 });
    await eventually(
      async () => expect((await myCourses(other, learner))[0]).toMatchObject({ completedQuizzes: 1 }),
      2_000,
    );
  });

  it("shows an administrator's new course title to every learner on both replicas", async () => {
    const learners = [randomUUID(), randomUUID()];
    for (const learner of learners) {
      await enrol(editing, learner);
      await readOnBoth(learner);
    }
    const renamed = await editing.inject({
      method: 'PUT',
      url: `/api/v1/course/${free.courseId}`,
      headers: admin.bearer,
      payload: { title: 'Network Forensics II', description: 'd', category: 'Forensics', createdBy: 'Ann' },
    });
    expect(renamed.statusCode).toBe(200);
    for (const bff of [editing, other])
      for (const learner of learners)
        await eventually(async () =>
          expect((await myCourses(bff, learner))[0]?.title).toBe('Network Forensics II'),
        );
  });

  it('drops a refunded course from the list on both replicas', async () => {
    const learner = randomUUID();
    const refund = await replicas.buy(as(learner), priced);
    for (const bff of [editing, other])
      await eventually(async () =>
        expect((await myCourses(bff, learner)).map((c) => c.course_id)).toEqual([priced]),
      );
    await readOnBoth(learner);
    await refund();
    for (const bff of [other, editing])
      await eventually(async () => expect(await myCourses(bff, learner)).toEqual([]), 3_000);
  });
});

describe("learners' progress, completions and attempts kept in memory", () => {
  it("answers another learner's progress and attempts with 403 even when the learner's are kept", async () => {
    const learner = randomUUID();
    await enrol(editing, learner);
    await readAllOnBoth(learner);
    for (const path of [progressPath(learner), attemptsPath(learner), eligibilityPath(learner)]) {
      const cache = path === eligibilityPath(learner) ? 'certificate_replies' : 'learning_replies';
      const before = await fromMemory(cache);
      const stranger = await other.inject({ url: `/api/v1${path}`, headers: as(randomUUID()) });
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json().message).toBe('You can only access your own resources');
      expect(await fromMemory(cache)).toBe(before);
      // An administrator may read them, and gets the learner's reply.
      expect(await read(other, learner, path, admin.bearer)).toEqual(await read(other, learner, path));
    }
  });

  it('shows a completed content at once on the replica that recorded it and soon on the other', async () => {
    const learner = randomUUID();
    await enrol(editing, learner);
    await readAllOnBoth(learner);
    const done = await editing.inject({
      method: 'POST',
      url: '/api/v1/content/901/complete',
      headers: as(learner),
      payload: { courseId: free.courseId },
    });
    expect(done.statusCode).toBe(200);
    expect(await read(editing, learner, completionsPath())).toEqual({ completedContentIds: [901] });
    // The learning screen reads them from the course's progress.
    const completedInProgress = async (bff: Bff) =>
      (await read(bff, learner, progressPath(learner))).data.completedContentIds;
    expect(await completedInProgress(editing)).toEqual([901]);
    await eventually(async () => {
      expect(await read(other, learner, completionsPath())).toEqual({ completedContentIds: [901] });
      expect(await completedInProgress(other)).toEqual([901]);
    }, 2_000);
  });

  it('shows a scored attempt in the attempts and the progress on both replicas', async () => {
    const learner = randomUUID();
    await enrol(editing, learner);
    await readAllOnBoth(learner);
    const quiz = free.quizzes[1]!;
    expect(await submit(learner, quiz, 0)).toMatchObject({ passed: false });
    for (const bff of [editing, other])
      await eventually(async () => {
        const attempts = await read(bff, learner, attemptsPath(learner));
        expect(attempts.data).toEqual([expect.objectContaining({ attempt_number: 1, passed: false })]);
        expect(attempts.remainingAttempts).toBe(2);
        const progress = await read(bff, learner, progressPath(learner));
        expect(progress.data.quizzes[1]).toMatchObject({
          quizId: quiz.id,
          attempts: 1,
          remainingAttempts: 2,
        });
      }, 2_000);
  });

  it('shows a timed attempt counted as it starts, on both replicas', async () => {
    const quiz = free.quizzes[1]!;
    const setLimit = (timeLimitMinutes: number | null) =>
      editing.inject({
        method: 'PUT',
        url: `/api/v1/quizzes/${quiz.id}`,
        headers: admin.bearer,
        payload: { timeLimitMinutes },
      });
    expect((await setLimit(30)).statusCode).toBe(200);
    const learner = randomUUID();
    await enrol(editing, learner);
    // The learning service must know the limit before the start counts the attempt.
    await eventually(async () => {
      const state = await read(editing, learner, `/userQuiz/quizzes/${quiz.id}/attempt`);
      expect(state.timeLimitMinutes).toBe(30);
    });
    await readAllOnBoth(learner);
    const remaining = (await read(other, learner, attemptsPath(learner))).remainingAttempts as number;
    const started = await editing.inject({
      method: 'POST',
      url: `/api/v1/userQuiz/quizzes/${quiz.id}/attempt`,
      headers: as(learner),
    });
    expect(started.statusCode).toBe(201);
    for (const bff of [editing, other])
      await eventually(
        async () =>
          expect((await read(bff, learner, attemptsPath(learner))).remainingAttempts).toBe(remaining - 1),
        2_000,
      );
    expect((await setLimit(null)).statusCode).toBe(200);
  });

  it("shows an administrator's change to a quiz to every learner on both replicas", async () => {
    const learners = [randomUUID(), randomUUID()];
    for (const learner of learners) {
      await enrol(editing, learner);
      await readAllOnBoth(learner);
    }
    const changed = await editing.inject({
      method: 'PUT',
      url: `/api/v1/quizzes/${free.quizzes[1]!.id}`,
      headers: admin.bearer,
      payload: { maxAttempts: 5 },
    });
    expect(changed.statusCode).toBe(200);
    for (const bff of [editing, other])
      for (const learner of learners)
        await eventually(async () =>
          expect((await read(bff, learner, attemptsPath(learner))).maxAttempts).toBe(5),
        );
  });
});

describe("learners' certificate eligibility kept in memory", () => {
  it('shows a learner eligible on both replicas once the certificate service has counted their passes', async () => {
    const learner = randomUUID();
    await enrol(editing, learner);
    await readAllOnBoth(learner);
    const { second } = await secondReadFromMemory(
      other,
      learner,
      eligibilityPath(learner),
      'certificate_replies',
    );
    expect(second.json().data).toMatchObject({ isEligible: false });
    for (const quiz of free.quizzes) {
      expect(await submit(learner, quiz)).toMatchObject({ passed: true });
    }
    for (const bff of [other, editing])
      await eventually(async () => {
        const { data } = await read(bff, learner, eligibilityPath(learner));
        expect(data).toMatchObject({ isEligible: true, completedQuizzes: 2, totalQuizzes: 2 });
      }, 3_000);
  });
});
