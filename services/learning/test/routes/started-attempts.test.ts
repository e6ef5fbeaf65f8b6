import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { catalogue, learning } from '@academy/contracts';
import { readStream, sharedNatsUrl } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { eventually, startLearning } from '../support/learning-app.ts';

type Service = Awaited<ReturnType<typeof startLearning>>;
let service: Service;
const COURSE = 40;
const KEY = [1001, 1011, 1021, 1031, 1041];
let nextQuizId = 300;

/** Publishes a quiz of course 40 as the catalogue would, with the given settings, and waits for it. */
const publishQuiz = async (
  settings: {
    quizId?: number;
    timeLimitMinutes?: number | null;
    shuffle?: boolean;
    hideAnswersUntilLastAttempt?: boolean;
    maxAttempts?: number;
  } = {},
) => {
  const quizId = settings.quizId ?? nextQuizId++;
  await service.publisher.publish(catalogue.quizUpdated, {
    quizId,
    courseId: COURSE,
    moduleId: 1,
    title: `Exam ${quizId}`,
    passingScore: 80,
    maxAttempts: settings.maxAttempts ?? 3,
    deleted: false,
    timeLimitMinutes: settings.timeLimitMinutes === undefined ? 60 : settings.timeLimitMinutes,
    shuffle: settings.shuffle ?? false,
    hideAnswersUntilLastAttempt: settings.hideAnswersUntilLastAttempt ?? false,
    questions: KEY.map((correct, i) => ({
      questionId: quizId * 100 + i,
      optionIds: [correct, correct + 1, correct + 2],
      correctOptionId: correct,
      explanation: i === 0 ? 'The first option is right.' : null,
      text: `Question ${i + 1}`,
      options: [correct, correct + 1, correct + 2].map((id, o) => ({ id, text: `Option ${'ABC'[o]}` })),
    })),
  });
  await eventually(async () => {
    const [row] = await service.query<{ limit: number | null }>(
      'SELECT time_limit_minutes AS limit FROM quizzes WHERE id = $1',
      [quizId],
    );
    expect(row?.limit ?? null).toBe(settings.timeLimitMinutes === undefined ? 60 : settings.timeLimitMinutes);
  });
  return quizId;
};

const newLearner = async () => {
  const userId = randomUUID();
  const enrolled = await service.app.inject({
    method: 'POST',
    url: '/student/enrolled',
    headers: { authorization: service.tokenFor(userId) },
    payload: { user_id: userId, courseId: COURSE },
  });
  expect(enrolled.statusCode).toBeLessThan(300);
  return userId;
};

const call = (userId: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  service.app.inject({ method, url, headers: { authorization: service.tokenFor(userId) }, payload });
const start = (userId: string, quizId: number) => call(userId, 'POST', `/userQuiz/quizzes/${quizId}/attempt`);
const state = (userId: string, quizId: number) => call(userId, 'GET', `/userQuiz/quizzes/${quizId}/attempt`);
const save = (userId: string, attemptId: string, sequence: number, answers: object[]) =>
  call(userId, 'PUT', `/userQuiz/exam-attempts/${attemptId}/answers`, { sequence, answers });
const submit = (userId: string, attemptId: string) =>
  call(userId, 'POST', `/userQuiz/exam-attempts/${attemptId}/submit`);
/**
 * Another client's transaction that has run `statements` and holds what they locked for 1.5 s more: resolves,
 * once it holds them, to its commit (in an object: a promise returned would be awaited with it).
 */
const holdingTransaction = async (statements: string) => {
  const committed = service.query(`BEGIN; ${statements} SELECT pg_sleep(1.5); COMMIT;`);
  await eventually(async () =>
    expect(
      await service.query(
        `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event = 'PgSleep'`,
      ),
    ).toHaveLength(1),
  );
  return { committed };
};
const answer = (quizId: number, index: number, right = true) => ({
  questionId: quizId * 100 + index,
  selectedOptionId: right ? KEY[index]! : KEY[index]! + 1,
});
const attemptRows = (attemptId: string) =>
  service.query<{ submitted: Date | null; deadline: Date | null; completed: Date | null; scored: number }>(
    `SELECT s.submitted_at AS submitted, s.deadline, a.completed_at AS completed,
            (SELECT count(*)::int FROM quiz_attempts q WHERE q.user_id = s.user_id AND q.quiz_id = s.quiz_id) AS scored
       FROM started_attempts s LEFT JOIN quiz_attempts a ON a.id = s.attempt_id WHERE s.id = $1`,
    [attemptId],
  );
const resultEvents = async (userId: string, quizId: number) => {
  const subjects = [learning.quizPassed.subject, learning.quizFailed.subject];
  const all = await Promise.all(subjects.map((s) => readStream(sharedNatsUrl(), service.prefix, s)));
  type Result = { userId: string; quizId: number; score: number; attemptNumber: number };
  return all
    .flat()
    .map((m) => (m.data as { data: Result }).data)
    .filter((data) => data.userId === userId && data.quizId === quizId);
};
/** The `learning.attempt.adjusted.v1` events published for a learner, in order. */
const adjustedEvents = async (userId: string) =>
  (await readStream(sharedNatsUrl(), service.prefix, learning.attemptAdjusted.subject))
    .map((m) => (m.data as { data: { userId: string; attemptId: string; change: string } }).data)
    .filter((data) => data.userId === userId)
    .map(({ attemptId, change }) => ({ attemptId, change }));
/** Moves a running attempt's deadline into the past, as if its time had run out. */
const runOutOfTime = (attemptId: string) =>
  service.query(`UPDATE started_attempts SET deadline = now() - interval '1 minute' WHERE id = $1`, [
    attemptId,
  ]);

beforeAll(async () => {
  service = await startLearning('learning_started_attempts');
  await service.seedCourse({ courseId: COURSE, title: 'Email Forensic Analyst', quizzes: [] });
});
/** The app after a restart (the service's own `close` closes the first one). */
let restarted: Awaited<ReturnType<typeof buildApp>> | undefined;
afterAll(async () => {
  await restarted?.close();
  await service?.close();
});

describe('a timed attempt', () => {
  it('starts on the server with its deadline, counts as an attempt, and is resumed rather than started twice', async () => {
    const quizId = await publishQuiz();
    const userId = await newLearner();
    const before = (await state(userId, quizId)).json();
    expect(before).toMatchObject({
      timeLimitMinutes: 60,
      questionCount: 5,
      passingScore: 80,
      maxAttempts: 3,
      remainingAttempts: 3,
      attempt: null,
    });
    expect(Date.parse(before.serverTime)).not.toBeNaN();

    const started = await start(userId, quizId);
    expect(started.statusCode).toBe(201);
    const { attempt } = started.json();
    expect(attempt).toMatchObject({ attemptNumber: 1, answers: [], lastSequence: 0 });
    expect(Date.parse(attempt.deadline) - Date.parse(attempt.startedAt)).toBe(60 * 60_000);
    expect(attempt.order.map((q: { questionId: number }) => q.questionId)).toEqual(
      KEY.map((_, i) => quizId * 100 + i),
    );
    // The questions come with the started attempt (the course screen leaves a timed quiz's out).
    expect(attempt.questions).toHaveLength(5);
    expect(attempt.questions[0]).toEqual({
      id: quizId * 100,
      text: 'Question 1',
      options: [KEY[0]!, KEY[0]! + 1, KEY[0]! + 2].map((id, o) => ({ id, text: `Option ${'ABC'[o]}` })),
    });
    expect(JSON.stringify(attempt)).not.toMatch(/correct|explanation/i);

    const again = await start(userId, quizId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ATTEMPT_IN_PROGRESS' });
    expect(
      (await save(userId, attempt.attemptId, 1, [answer(quizId, 0), answer(quizId, 1)])).statusCode,
    ).toBe(200);

    // Another device, or the same after a crash: the same attempt, its answers and its clock.
    const resumed = (await state(userId, quizId)).json();
    expect(resumed.remainingAttempts).toBe(2);
    expect(resumed.attempt).toMatchObject({
      attemptId: attempt.attemptId,
      deadline: attempt.deadline,
      questions: attempt.questions,
      lastSequence: 1,
      answers: [
        { ...answer(quizId, 0), sequence: 1 },
        { ...answer(quizId, 1), sequence: 1 },
      ],
    });
    const rows = await service.query('SELECT id FROM started_attempts WHERE quiz_id = $1', [quizId]);
    expect(rows).toHaveLength(1);
  });

  it('is started once when starts race, by double clicks or by a start that waited for another', async () => {
    const quizId = await publishQuiz();
    const userId = await newLearner();
    const clicks = await Promise.all(Array.from({ length: 5 }, () => start(userId, quizId)));
    expect(clicks.map((reply) => reply.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const counted = () =>
      service.query(
        'SELECT attempts_used AS used FROM quiz_attempt_counters WHERE user_id = $1 AND quiz_id = $2',
        [userId, quizId],
      );
    expect(await counted()).toEqual([{ used: 1 }]);

    // A start on another device holds the counter while this start reads, and commits its attempt while this
    // one waits for the counter: the attempt this start did not see still keeps it from starting another.
    const other = await newLearner();
    const otherDevice = await holdingTransaction(`
      INSERT INTO quiz_attempt_counters (user_id, quiz_id, attempts_used) VALUES ('${other}', ${quizId}, 1);
      INSERT INTO started_attempts (user_id, quiz_id, course_id, attempt_number, started_at, question_order)
        VALUES ('${other}', ${quizId}, ${COURSE}, 1, now(), '[]');`);
    const waited = await start(other, quizId);
    await otherDevice.committed;
    expect([waited.statusCode, waited.json().code]).toEqual([409, 'ATTEMPT_IN_PROGRESS']);
    expect(
      await service.query('SELECT attempts_used AS used FROM quiz_attempt_counters WHERE user_id = $1', [
        other,
      ]),
    ).toEqual([{ used: 1 }]);
    expect(await service.query('SELECT id FROM started_attempts WHERE user_id = $1', [other])).toHaveLength(
      1,
    );
  });

  it('is refused once no attempt is left, and a draft counts only when submitted', async () => {
    const quizId = await publishQuiz({ maxAttempts: 1 });
    const userId = await newLearner();
    const { attemptId } = (await start(userId, quizId)).json().attempt;
    expect((await submit(userId, attemptId)).statusCode).toBe(200);
    const refused = await start(userId, quizId);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'MAX_ATTEMPTS']);
    expect(await service.query('SELECT id FROM started_attempts WHERE user_id = $1', [userId])).toHaveLength(
      1,
    );

    const untimed = await publishQuiz({ maxAttempts: 1, timeLimitMinutes: null });
    const drafting = await newLearner();
    const draft = await start(drafting, untimed);
    expect(draft.json().attempt.attemptNumber).toBeNull();
    expect(
      await service.query('SELECT attempts_used AS used FROM quiz_attempt_counters WHERE user_id = $1', [
        drafting,
      ]),
    ).toEqual([{ used: 0 }]);
  });

  it('counts as used exactly once while it runs and after it is submitted, in every reply that counts', async () => {
    const quizId = await publishQuiz();
    await service.publisher.publish(catalogue.courseUpdated, {
      courseId: COURSE,
      title: 'Email Forensic Analyst',
      courseCode: null,
      category: 'Forensics',
      priceMinor: 0,
      currency: 'INR',
      thumbnailUrl: null,
      published: true,
      quizIds: [quizId],
    });
    await eventually(async () => {
      const [row] = await service.query<{ ids: number[] }>(
        'SELECT quiz_ids AS ids FROM courses WHERE id = $1',
        [COURSE],
      );
      expect(row?.ids).toEqual([quizId]);
    });
    const userId = await newLearner();
    const counted = async () => {
      const attempts = (await call(userId, 'GET', `/userQuiz/attempts/${userId}/${quizId}`)).json();
      const progress = (await call(userId, 'GET', `/userQuiz/course-progress/${userId}/${COURSE}`)).json();
      const quiz = progress.data.quizzes.find((q: { quizId: number }) => q.quizId === quizId);
      return {
        state: (await state(userId, quizId)).json().remainingAttempts,
        attempts: attempts.remainingAttempts,
        progressLeft: quiz.remainingAttempts,
        progressUsed: quiz.attempts,
      };
    };
    const once = { state: 2, attempts: 2, progressLeft: 2, progressUsed: 1 };
    const { attemptId } = (await start(userId, quizId)).json().attempt;
    expect(await counted()).toEqual(once);
    await save(userId, attemptId, 1, [answer(quizId, 0)]);
    expect(await counted()).toEqual(once);
    await submit(userId, attemptId);
    expect(await counted()).toEqual(once);
  });

  it('keeps per question the save with the highest sequence; a save sent twice changes nothing', async () => {
    const quizId = await publishQuiz();
    const userId = await newLearner();
    const { attemptId } = (await start(userId, quizId)).json().attempt;
    expect((await save(userId, attemptId, 5, [answer(quizId, 0, false)])).statusCode).toBe(200);
    // A late, older save (a retry, an offline queue) does not undo the newer one.
    const late = await save(userId, attemptId, 3, [answer(quizId, 0, true), answer(quizId, 1)]);
    expect(late.json()).toMatchObject({
      lastSequence: 5,
      answers: [
        { ...answer(quizId, 0, false), sequence: 5 },
        { ...answer(quizId, 1), sequence: 3 },
      ],
    });
    const twice = await save(userId, attemptId, 3, [answer(quizId, 0, true), answer(quizId, 1)]);
    expect(twice.json().answers).toEqual(late.json().answers);
  });

  it('ends where the latest save left each question when two tabs save at once, with one attempt', async () => {
    const quizId = await publishQuiz();
    const userId = await newLearner();
    const { attemptId } = (await start(userId, quizId)).json().attempt;
    // Tab A sends odd sequences, tab B even ones, each choosing its own option for every question.
    const stream = (first: number, right: boolean) =>
      (async () => {
        for (let sequence = first; sequence <= 20; sequence += 2) {
          const index = sequence % 5;
          const reply = await save(userId, attemptId, sequence, [answer(quizId, index, right)]);
          expect(reply.statusCode).toBe(200);
        }
      })();
    const tabB = start(userId, quizId);
    await Promise.all([stream(1, true), stream(2, false), tabB]);
    expect((await tabB).statusCode).toBe(409);
    const { attempt } = (await state(userId, quizId)).json();
    expect(attempt.lastSequence).toBe(20);
    // Highest sequence per question: 16 (q1, even: B), 17 (q2, odd: A), 18 (q3, B), 19 (q4, A), 20 (q0, B).
    expect(attempt.answers).toEqual([
      { ...answer(quizId, 0, false), sequence: 20 },
      { ...answer(quizId, 1, false), sequence: 16 },
      { ...answer(quizId, 2, true), sequence: 17 },
      { ...answer(quizId, 3, false), sequence: 18 },
      { ...answer(quizId, 4, true), sequence: 19 },
    ]);
    const rows = await service.query('SELECT id FROM started_attempts WHERE quiz_id = $1', [quizId]);
    expect(rows).toHaveLength(1);
  });

  it('answers every saved answer when a save waited for another that held the attempt', async () => {
    const quizId = await publishQuiz();
    const userId = await newLearner();
    const { attemptId } = (await start(userId, quizId)).json().attempt;
    // Another tab's save holds the attempt and saves question 1 while this save starts and waits for it.
    const otherTab = await holdingTransaction(`
      SELECT 1 FROM started_attempts WHERE id = '${attemptId}' FOR UPDATE;
      INSERT INTO saved_answers (started_attempt_id, question_id, selected_option_id, sequence)
        VALUES ('${attemptId}', ${quizId * 100 + 1}, ${KEY[1]}, 1);
      UPDATE started_attempts SET last_sequence = 1 WHERE id = '${attemptId}';`);
    const reply = await save(userId, attemptId, 2, [answer(quizId, 0)]);
    await otherTab.committed;
    expect(reply.json()).toMatchObject({
      lastSequence: 2,
      answers: [
        { ...answer(quizId, 0), sequence: 2 },
        { ...answer(quizId, 1), sequence: 1 },
      ],
    });
  });

  it("answers each of a cohort's saves sent at once on its own, refusals included, as if each came alone", async () => {
    const quizId = await publishQuiz();
    const cohort = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const userId = await newLearner();
        return { userId, attemptId: (await start(userId, quizId)).json().attempt.attemptId as string };
      }),
    );
    type Member = (typeof cohort)[number];
    const [first, second, third, finished] = cohort as [Member, Member, Member, Member, ...Member[]];
    await save(finished.userId, finished.attemptId, 1, [answer(quizId, 0)]);
    expect((await submit(finished.userId, finished.attemptId)).statusCode).toBe(200);

    // More saves than run at once: those that queue go out together, in one statement.
    const [own, someoneElses, unknownQuestion, missing, afterSubmission, older, newer] = await Promise.all([
      Promise.all(
        cohort
          .slice(4)
          .map(({ userId, attemptId }, i) => save(userId, attemptId, 1, [answer(quizId, i % 5)])),
      ),
      save(second.userId, first.attemptId, 1, [answer(quizId, 1)]),
      save(second.userId, second.attemptId, 1, [answer(quizId + 1000, 1)]),
      save(first.userId, randomUUID(), 1, [answer(quizId, 1)]),
      save(finished.userId, finished.attemptId, 2, [answer(quizId, 1)]),
      save(third.userId, third.attemptId, 1, [answer(quizId, 2, false), answer(quizId, 3)]),
      save(third.userId, third.attemptId, 2, [answer(quizId, 2)]),
    ]);

    own.forEach((reply, i) => {
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({
        lastSequence: 1,
        answers: [{ ...answer(quizId, i % 5), sequence: 1 }],
      });
    });
    expect([someoneElses.statusCode, someoneElses.json().message]).toEqual([
      403,
      'This attempt is not yours',
    ]);
    expect([unknownQuestion.statusCode, unknownQuestion.json().message]).toEqual([
      400,
      `Question ${(quizId + 1000) * 100 + 1} is not in this quiz`,
    ]);
    expect(missing.statusCode).toBe(404);
    expect([afterSubmission.statusCode, afterSubmission.json().code]).toEqual([409, 'ATTEMPT_SUBMITTED']);
    expect([older.statusCode, newer.statusCode]).toEqual([200, 200]);
    expect((await state(third.userId, quizId)).json().attempt).toMatchObject({
      lastSequence: 2,
      answers: [
        { ...answer(quizId, 2), sequence: 2 },
        { ...answer(quizId, 3), sequence: 1 },
      ],
    });
    // The refused saves changed nothing.
    for (const { userId } of [first, second]) {
      expect((await state(userId, quizId)).json().attempt).toMatchObject({ answers: [], lastSequence: 0 });
    }
  });

  it("answers the BFF's batch of calls each as if it came alone, with its own token, and refuses a bad batch whole", async () => {
    const quizId = await publishQuiz();
    const [ada, bob] = await Promise.all([newLearner(), newLearner()]);
    const adas = (await start(ada, quizId)).json().attempt.attemptId as string;
    const bobs = (await start(bob, quizId)).json().attempt.attemptId as string;
    const token = (userId: string) => service.tokenFor(userId).slice('Bearer '.length);
    const batch = (calls: object[] | object) =>
      service.app.inject({ method: 'POST', url: '/batched-calls', payload: { calls } });
    const save = (userId: string, attemptId: string, sequence: number, answers = [answer(quizId, 0)]) => ({
      token: token(userId),
      call: 'saveAttemptAnswers',
      input: { attemptId, sequence, answers },
    });
    const read = (userId: string, call: string, input: object) => ({ token: token(userId), call, input });

    const replied = await batch([
      save(ada, adas, 1),
      save(bob, bobs, 1, [answer(quizId, 1, false)]),
      save(ada, adas, 2, [answer(quizId, 0, false), answer(quizId, 2)]),
      { ...save(ada, bobs, 3), token: `${token(ada)}x` },
      save(ada, bobs, 3),
      save(bob, bobs, 2, [answer(quizId + 1000, 1)]),
      save(bob, randomUUID(), 1),
      read(bob, 'quizAttempts', { userId: bob, contentId: quizId }),
      read(bob, 'courseProgress', { userId: ada, courseId: COURSE }),
    ]);
    expect(replied.statusCode).toBe(200);
    const results = replied.json().results;
    expect(results.map((result: { status: number }) => result.status)).toEqual([
      200, 200, 200, 401, 403, 400, 404, 200, 403,
    ]);
    // Past PostgreSQL's integer: the route's schema refuses it before any statement.
    const tooLarge = await call(bob, 'GET', `/userQuiz/attempts/${bob}/${10 ** 12}`);
    expect([tooLarge.statusCode, tooLarge.json().message]).toEqual([400, 'contentId must be <= 2147483647']);
    expect(results[1].body).toMatchObject({
      lastSequence: 1,
      answers: [{ ...answer(quizId, 1, false), sequence: 1 }],
    });
    expect(Date.parse(results[0].body.serverTime)).not.toBeNaN();
    expect(results.slice(3, 7).map(({ body }: { body: { message: string } }) => body.message)).toEqual([
      'Invalid token',
      'This attempt is not yours',
      `Question ${(quizId + 1000) * 100 + 1} is not in this quiz`,
      'Attempt not found',
    ]);
    // A read in a batch is the route's reply, byte for byte.
    const alone = await call(bob, 'GET', `/userQuiz/attempts/${bob}/${quizId}`);
    expect(JSON.stringify(results[7].body)).toBe(alone.body);
    expect((await state(ada, quizId)).json().attempt).toMatchObject({
      lastSequence: 2,
      answers: [
        { ...answer(quizId, 0, false), sequence: 2 },
        { ...answer(quizId, 2), sequence: 2 },
      ],
    });

    // A batch off the contract is refused whole, before any token is read or any call made.
    const tooMany = Array.from({ length: 101 }, (_, i) => save(ada, adas, 10 + i));
    for (const bad of [
      tooMany,
      [],
      [{ ...save(ada, adas, 9), token: undefined }],
      [{ ...save(ada, adas, 9), extra: true }],
      [{ ...save(ada, adas, 9), input: { ...save(ada, adas, 9).input, extra: true } }],
      [{ token: token(ada), call: 'startQuizAttempt', input: { contentId: quizId, userId: bob } }],
      [save(ada, 'not-an-id', 9)],
      [{ ...save(ada, adas, 9), call: 'enrol' }],
      [{ ...save(ada, adas, 9), call: 'quizAttempts' }],
      [save(ada, adas, 9), read(bob, 'quizAttempts', { userId: bob, contentId: 10 ** 12 })],
      { sequence: 9 },
    ]) {
      expect((await batch(bad)).statusCode).toBe(400);
    }
    expect((await state(ada, quizId)).json().attempt).toMatchObject({ lastSequence: 2 });
    expect((await state(bob, quizId)).json().attempt).toMatchObject({ lastSequence: 1 });
  });

  it('checks answers against option ids the migration derives from a quiz kept before them, as events now write them', async () => {
    const quizId = await publishQuiz();
    const options = async () =>
      (
        await service.query<{ options: Record<string, number[]> }>(
          'SELECT answer_options AS options FROM quizzes WHERE id = $1',
          [quizId],
        )
      )[0]!.options;
    const written = await options();
    expect(written).toEqual(
      Object.fromEntries(
        KEY.map((correct, i) => [String(quizId * 100 + i), [correct, correct + 1, correct + 2]]),
      ),
    );
    // A quiz kept before the column existed: the migration's own backfill fills it in, as events do.
    await service.query("UPDATE quizzes SET answer_options = '{}' WHERE id = $1", [quizId]);
    const migration = readFileSync(
      new URL('../../src/db/migrations/0013_quiz_answer_options.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint')[1]!;
    await service.query(backfill);
    expect(await options()).toEqual(written);

    const userId = await newLearner();
    const { attemptId } = (await start(userId, quizId)).json().attempt;
    expect((await save(userId, attemptId, 1, [answer(quizId, 1, false)])).statusCode).toBe(200);
    const wrongOption = await save(userId, attemptId, 2, [
      { questionId: quizId * 100, selectedOptionId: KEY[1] },
    ]);
    expect([wrongOption.statusCode, wrongOption.json().message]).toEqual([
      400,
      `Option ${KEY[1]} is not an option of question ${quizId * 100}`,
    ]);
  });

  it('is submitted and scored once with its saved answers, announced like any submission', async () => {
    const quizId = await publishQuiz();
    const userId = await newLearner();
    const { attemptId } = (await start(userId, quizId)).json().attempt;
    await save(
      userId,
      attemptId,
      1,
      [0, 1, 2, 3].map((i) => answer(quizId, i)),
    );
    const [first, second] = await Promise.all([submit(userId, attemptId), submit(userId, attemptId)]);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      attemptNumber: 1,
      score: 80,
      passed: true,
      remainingAttempts: 2,
    });
    expect(second.json().data).toEqual(first.json().data);
    expect(second.json().finishedAt).toBe(first.json().finishedAt);
    expect((await attemptRows(attemptId))[0]?.scored).toBe(1);
    await eventually(async () => expect(await resultEvents(userId, quizId)).toHaveLength(1));
    expect((await state(userId, quizId)).json()).toMatchObject({ attempt: null, remainingAttempts: 2 });
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const quizId = await publishQuiz();
    const otherQuiz = await publishQuiz();
    const userId = await newLearner();
    const stranger = await newLearner();
    const { attemptId } = (await start(userId, quizId)).json().attempt;
    await save(userId, attemptId, 1, [answer(quizId, 0)]);
    const saved = (await state(userId, quizId)).json().attempt.answers;

    const unknownQuestion = await save(userId, attemptId, 2, [answer(otherQuiz, 1)]);
    expect(unknownQuestion.statusCode).toBe(400);
    expect(unknownQuestion.json().message).toBe(`Question ${otherQuiz * 100 + 1} is not in this quiz`);
    const wrongOption = await save(userId, attemptId, 3, [
      answer(quizId, 1),
      { questionId: quizId * 100 + 2, selectedOptionId: KEY[3] },
    ]);
    expect(wrongOption.statusCode).toBe(400);
    expect(wrongOption.json().message).toBe(
      `Option ${KEY[3]} is not an option of question ${quizId * 100 + 2}`,
    );
    const someoneElses = await save(stranger, attemptId, 4, [answer(quizId, 1)]);
    expect(someoneElses.statusCode).toBe(403);
    expect(someoneElses.json().message).toBe('This attempt is not yours');
    expect((await submit(stranger, attemptId)).statusCode).toBe(403);
    expect((await save(userId, randomUUID(), 5, [answer(quizId, 1)])).statusCode).toBe(404);
    expect((await save(userId, attemptId, 0, [answer(quizId, 1)])).statusCode).toBe(400);
    expect((await state(userId, quizId)).json().attempt).toMatchObject({ answers: saved, lastSequence: 1 });

    await runOutOfTime(attemptId);
    const late = await save(userId, attemptId, 6, [answer(quizId, 1)]);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      message: 'Time is up for this attempt: answers can no longer be saved',
      code: 'TIME_IS_UP',
    });
    expect((await submit(userId, attemptId)).statusCode).toBe(200);
    const afterSubmit = await save(userId, attemptId, 7, [answer(quizId, 1)]);
    expect(afterSubmit.statusCode).toBe(409);
    expect(afterSubmit.json().code).toBe('ATTEMPT_SUBMITTED');
    const answers = await service.query(
      'SELECT question_id FROM saved_answers WHERE started_attempt_id = $1',
      [attemptId],
    );
    expect(answers).toEqual([{ question_id: quizId * 100 }]);
  });

  it('cannot be answered around through POST /userQuiz/submit while it runs', async () => {
    const quizId = await publishQuiz();
    const userId = await newLearner();
    await start(userId, quizId);
    const direct = await call(userId, 'POST', '/userQuiz/submit', {
      userId,
      quizId,
      courseId: COURSE,
      answers: KEY.map((_, i) => answer(quizId, i)),
    });
    expect(direct.statusCode).toBe(409);
    expect(direct.json().code).toBe('ATTEMPT_IN_PROGRESS');
  });

  it('cannot be answered in one request without starting it, so its clock always runs', async () => {
    const quizId = await publishQuiz();
    const userId = await newLearner();
    const direct = await call(userId, 'POST', '/userQuiz/submit', {
      userId,
      quizId,
      courseId: COURSE,
      answers: KEY.map((_, i) => answer(quizId, i)),
    });
    expect(direct.statusCode).toBe(409);
    expect(direct.json()).toMatchObject({ code: 'START_REQUIRED', message: /start an attempt/ });
    expect((await state(userId, quizId)).json()).toMatchObject({ remainingAttempts: 3, attempt: null });
  });

  it('keeps the deadline it started with when an administrator changes the limit meanwhile', async () => {
    const quizId = await publishQuiz({ timeLimitMinutes: 60 });
    const userId = await newLearner();
    const { attempt } = (await start(userId, quizId)).json();
    await publishQuiz({ quizId, timeLimitMinutes: 1 });
    expect((await state(userId, quizId)).json().attempt.deadline).toBe(attempt.deadline);
    expect((await save(userId, attempt.attemptId, 1, [answer(quizId, 0)])).statusCode).toBe(200);
    await submit(userId, attempt.attemptId);
    const next = (await start(userId, quizId)).json().attempt;
    expect(Date.parse(next.deadline) - Date.parse(next.startedAt)).toBe(60_000);
  });
});

describe('the deadline', () => {
  it('submits an attempt nobody submits once, finished at its deadline, even with two replicas sweeping', async () => {
    const quizId = await publishQuiz({ timeLimitMinutes: 1 });
    const userId = await newLearner();
    const replica = await buildApp(service.config);
    try {
      const { attemptId } = (await start(userId, quizId)).json().attempt;
      await save(
        userId,
        attemptId,
        1,
        KEY.map((_, i) => answer(quizId, i)),
      );
      await runOutOfTime(attemptId);
      const [row] = await eventually(async () => {
        const rows = await attemptRows(attemptId);
        expect(rows[0]?.submitted).not.toBeNull();
        return rows;
      });
      expect(row?.completed?.toISOString()).toBe(row?.deadline?.toISOString());
      expect(row?.submitted?.toISOString()).toBe(row?.deadline?.toISOString());
      expect(row?.scored).toBe(1);
      const events = await eventually(async () => {
        const found = await resultEvents(userId, quizId);
        expect(found).toHaveLength(1);
        return found;
      });
      expect(events[0]).toMatchObject({ score: 100, attemptNumber: 1 });
      // The learner's browser submitting afterwards gets the same result.
      const late = await submit(userId, attemptId);
      expect(late.json()).toMatchObject({ data: { score: 100, attemptNumber: 1 } });
      expect(late.json().finishedAt).toBe(row?.deadline?.toISOString());
    } finally {
      await replica.close();
    }
  });

  it('is honoured across a restart: resumed mid-attempt, and submitted when it passed while the service was down', async () => {
    const quizId = await publishQuiz({ timeLimitMinutes: 1 });
    const userId = await newLearner();
    const { attemptId, deadline } = (await start(userId, quizId)).json().attempt;
    await save(userId, attemptId, 1, [answer(quizId, 0)]);
    await service.app.close();
    restarted = await buildApp(service.config);
    service.app = restarted;
    const resumed = (await state(userId, quizId)).json().attempt;
    expect(resumed).toMatchObject({ attemptId, deadline, answers: [{ ...answer(quizId, 0), sequence: 1 }] });

    await service.app.close();
    await runOutOfTime(attemptId);
    restarted = await buildApp(service.config);
    service.app = restarted;
    const [row] = await eventually(async () => {
      const rows = await attemptRows(attemptId);
      expect(rows[0]?.submitted).not.toBeNull();
      return rows;
    });
    expect(row?.completed?.toISOString()).toBe(row?.deadline?.toISOString());
    expect(row?.scored).toBe(1);
    await eventually(async () => expect(await resultEvents(userId, quizId)).toHaveLength(1));
  });
});

describe('an untimed quiz', () => {
  it('keeps a server-side draft that uses no attempt until it is submitted', async () => {
    const quizId = await publishQuiz({ timeLimitMinutes: null });
    const userId = await newLearner();
    const { attempt } = (await start(userId, quizId)).json();
    expect(attempt).toMatchObject({ attemptNumber: null, deadline: null });
    expect((await state(userId, quizId)).json().remainingAttempts).toBe(3);
    await save(userId, attempt.attemptId, 1, [answer(quizId, 2)]);
    expect((await state(userId, quizId)).json().attempt.answers).toEqual([
      { ...answer(quizId, 2), sequence: 1 },
    ]);
    const submitted = await submit(userId, attempt.attemptId);
    expect(submitted.json().data).toMatchObject({ attemptNumber: 1, score: 20, remainingAttempts: 2 });

    // The classic submission ends a draft too.
    const draft = (await start(userId, quizId)).json().attempt;
    const direct = await call(userId, 'POST', '/userQuiz/submit', {
      userId,
      quizId,
      courseId: COURSE,
      answers: KEY.map((_, i) => answer(quizId, i)),
    });
    expect(direct.json().data).toMatchObject({ attemptNumber: 2, passed: true });
    expect((await state(userId, quizId)).json().attempt).toBeNull();
    expect(await service.query('SELECT id FROM started_attempts WHERE id = $1', [draft.attemptId])).toEqual(
      [],
    );
  });
});

describe('the review and shuffling', () => {
  it('shows answers, right answers and explanations, unless hidden until the last attempt', async () => {
    const quizId = await publishQuiz({ hideAnswersUntilLastAttempt: true, maxAttempts: 2 });
    const userId = await newLearner();
    const review = (attemptId: string) => call(userId, 'GET', `/userQuiz/exam-attempts/${attemptId}/review`);

    const first = (await start(userId, quizId)).json().attempt.attemptId;
    expect((await review(first)).statusCode).toBe(409);
    await save(userId, first, 1, [answer(quizId, 0, false)]);
    await submit(userId, first);
    const hidden = (await review(first)).json();
    expect(hidden).toMatchObject({ answersShown: false, attemptNumber: 1 });
    expect(hidden.questions[0]).toEqual({
      questionId: quizId * 100,
      text: 'Question 1',
      options: [KEY[0]!, KEY[0]! + 1, KEY[0]! + 2].map((id, o) => ({ id, text: `Option ${'ABC'[o]}` })),
      selectedOptionId: KEY[0]! + 1,
      correct: false,
      correctOptionId: null,
      explanation: null,
    });
    expect(
      (await call(await newLearner(), 'GET', `/userQuiz/exam-attempts/${first}/review`)).statusCode,
    ).toBe(403);

    const last = (await start(userId, quizId)).json().attempt.attemptId;
    await submit(userId, last);
    const shown = (await review(first)).json();
    expect(shown.answersShown).toBe(true);
    expect(shown.questions[0]).toMatchObject({
      correctOptionId: KEY[0],
      explanation: 'The first option is right.',
    });
    expect(shown.questions[1]).toMatchObject({ selectedOptionId: null, correct: false, explanation: null });
  });

  it('shuffles questions and options per attempt and keeps that order across resumes', async () => {
    const quizId = await publishQuiz({ shuffle: true, maxAttempts: 50 });
    const userId = await newLearner();
    const inQuizOrder = JSON.stringify(
      KEY.map((k, i) => ({ questionId: quizId * 100 + i, optionIds: [k, k + 1, k + 2] })),
    );
    const orders = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      const { attempt } = (await start(userId, quizId)).json();
      expect((await state(userId, quizId)).json().attempt.order).toEqual(attempt.order);
      // The questions are shown in the attempt's own order, options too.
      expect(
        attempt.questions.map((q: { id: number; options: { id: number }[] }) => ({
          questionId: q.id,
          optionIds: q.options.map((o) => o.id),
        })),
      ).toEqual(attempt.order);
      orders.add(JSON.stringify(attempt.order));
      await submit(userId, attempt.attemptId);
    }
    // Six attempts all in the quiz's own order would be a 1 in (5!·6^5)^6 chance.
    expect([...orders].some((order) => order !== inQuizOrder)).toBe(true);
  });
});

describe('administrators and running attempts', () => {
  const adminId = randomUUID();
  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    service.app.inject({
      method,
      url,
      headers: { authorization: service.tokenFor(adminId, 'ADMIN') },
      payload,
    });
  const running = (quizId: number) => asAdmin('GET', `/admin/quizzes/${quizId}/running-attempts`);
  const extend = (quizId: number, attemptId: string, payload: object) =>
    asAdmin('POST', `/admin/quizzes/${quizId}/running-attempts/${attemptId}/extend`, payload);
  const end = (quizId: number, attemptId: string, payload: object = { reason: 'Fire alarm' }) =>
    asAdmin('POST', `/admin/quizzes/${quizId}/running-attempts/${attemptId}/end`, payload);
  const adjustments = (attemptId: string) =>
    service.query<{ kind: string; minutes: number | null; reason: string; admin: string }>(
      `SELECT kind, minutes, reason, admin_id AS admin FROM attempt_adjustments
        WHERE started_attempt_id = $1 ORDER BY id`,
      [attemptId],
    );

  it("extend a running attempt's deadline with a reason, and the learner's resumed attempt carries it", async () => {
    const quizId = await publishQuiz();
    const userId = await newLearner();
    const { attempt } = (await start(userId, quizId)).json();
    await save(userId, attempt.attemptId, 1, [answer(quizId, 0)]);
    const listed = (await running(quizId)).json();
    expect(listed.attempts).toEqual([
      expect.objectContaining({ attemptId: attempt.attemptId, userId, answered: 1, extendedMinutes: 0 }),
    ]);

    const extended = await extend(quizId, attempt.attemptId, { minutes: 15, reason: 'Power cut' });
    expect(extended.statusCode).toBe(200);
    const later = Date.parse(attempt.deadline) + 15 * 60_000;
    expect(Date.parse(extended.json().attempt.deadline)).toBe(later);
    await extend(quizId, attempt.attemptId, { minutes: 5, reason: 'Slow computer' });
    const resumed = (await state(userId, quizId)).json().attempt;
    expect(Date.parse(resumed.deadline)).toBe(later + 5 * 60_000);
    expect(resumed.extendedMinutes).toBe(20);
    expect(await adjustments(attempt.attemptId)).toEqual([
      { kind: 'extended', minutes: 15, reason: 'Power cut', admin: adminId },
      { kind: 'extended', minutes: 5, reason: 'Slow computer', admin: adminId },
    ]);
    // Each extension is announced, for the learner's open exam to read the attempt again.
    await eventually(async () =>
      expect(await adjustedEvents(userId)).toEqual([
        { attemptId: attempt.attemptId, change: 'extended' },
        { attemptId: attempt.attemptId, change: 'extended' },
      ]),
    );
    // The learner keeps working on the same attempt.
    expect((await save(userId, attempt.attemptId, 2, [answer(quizId, 1)])).statusCode).toBe(200);
  });

  it('end a running attempt now, scored as it stands, once', async () => {
    const quizId = await publishQuiz();
    const userId = await newLearner();
    const { attempt } = (await start(userId, quizId)).json();
    await save(
      userId,
      attempt.attemptId,
      1,
      [0, 1, 2].map((i) => answer(quizId, i)),
    );

    const [first, second] = await Promise.all([
      end(quizId, attempt.attemptId),
      end(quizId, attempt.attemptId),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const ended = first.statusCode === 200 ? first : second;
    expect(ended.json().data).toMatchObject({
      attemptNumber: 1,
      score: 60,
      passed: false,
      remainingAttempts: 2,
    });
    expect((await attemptRows(attempt.attemptId))[0]).toMatchObject({ scored: 1 });
    await eventually(async () => expect(await resultEvents(userId, quizId)).toHaveLength(1));
    expect(await adjustments(attempt.attemptId)).toEqual([
      { kind: 'ended', minutes: null, reason: 'Fire alarm', admin: adminId },
    ]);
    await eventually(async () =>
      expect(await adjustedEvents(userId)).toEqual([{ attemptId: attempt.attemptId, change: 'ended' }]),
    );
    expect((await state(userId, quizId)).json()).toMatchObject({ attempt: null, remainingAttempts: 2 });
    expect((await running(quizId)).json().attempts).toEqual([]);
    // The learner's own submission afterwards answers the same result.
    expect((await submit(userId, attempt.attemptId)).json().data).toMatchObject({
      attemptNumber: 1,
      score: 60,
    });
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const quizId = await publishQuiz();
    const otherQuiz = await publishQuiz();
    const untimedQuiz = await publishQuiz({ timeLimitMinutes: null });
    const userId = await newLearner();
    const { attempt } = (await start(userId, quizId)).json();
    const { attemptId } = attempt;
    const reason = 'Because';

    const refusals: [Awaited<ReturnType<typeof extend>>, number, string?][] = [
      [await extend(quizId, randomUUID(), { minutes: 5, reason }), 404],
      [await extend(otherQuiz, attemptId, { minutes: 5, reason }), 404],
      [await extend(quizId, attemptId, { minutes: -5, reason }), 400],
      [await extend(quizId, attemptId, { minutes: 0, reason }), 400],
      [await extend(quizId, attemptId, { minutes: 100_000, reason }), 400],
      [await extend(quizId, attemptId, { minutes: 1.5, reason }), 400],
      [await extend(quizId, attemptId, { minutes: 5 }), 400],
      [await extend(quizId, attemptId, { minutes: 5, reason: '' }), 400],
      [await end(quizId, attemptId, {}), 400],
      [await end(otherQuiz, attemptId), 404],
    ];
    for (const [reply, status] of refusals) expect(reply.statusCode, reply.body).toBe(status);

    // A learner, the attempt's own or not, is no administrator.
    const learnerCall = (who: string, path: string, payload?: object) =>
      call(who, payload ? 'POST' : 'GET', `/admin/quizzes/${quizId}/running-attempts${path}`, payload);
    expect((await learnerCall(userId, `/${attemptId}/extend`, { minutes: 60, reason })).statusCode).toBe(403);
    expect((await learnerCall(await newLearner(), `/${attemptId}/end`, { reason })).statusCode).toBe(403);
    expect((await learnerCall(userId, '')).statusCode).toBe(403);

    const draft = (await start(userId, untimedQuiz)).json().attempt;
    expect((await extend(untimedQuiz, draft.attemptId, { minutes: 5, reason })).json()).toMatchObject({
      code: 'ATTEMPT_UNTIMED',
    });

    const unchanged = (await state(userId, quizId)).json().attempt;
    expect(unchanged).toMatchObject({ deadline: attempt.deadline, extendedMinutes: 0 });
    expect(await adjustments(attemptId)).toEqual([]);

    await submit(userId, attemptId);
    const afterSubmit = await extend(quizId, attemptId, { minutes: 5, reason });
    expect(afterSubmit.statusCode).toBe(409);
    expect(afterSubmit.json()).toMatchObject({ code: 'ATTEMPT_SUBMITTED' });
    expect((await end(quizId, attemptId)).json()).toMatchObject({ code: 'ATTEMPT_SUBMITTED' });
    expect(await adjustments(attemptId)).toEqual([]);
    expect(await adjustedEvents(userId)).toEqual([]);
  });
});
