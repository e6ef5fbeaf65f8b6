import { Type } from 'typebox';
import { defineEvent } from './envelope.ts';

const userId = Type.String({ format: 'uuid' });
const exampleUser = '0b6f1d2e-3c4a-4b5c-8d6e-7f8091a2b3c4';
/** The learner and the course every learning event is about. */
const learnerCourse = { userId, courseId: Type.Integer() };

/**
 * Not an event: a core NATS notice (outside the learning stream, never replayed) that something a
 * learner's replies are read from changed (their enrolments, attempts, attempt counters, vouchers'
 * attempts, completed contents), published once the change has committed: by every learning process
 * for what its trigger announces, by the one that started it for a timed attempt's start.
 * The payload is the learner's id, or '*' for every learner (a course or a quiz changed, or notices may
 * have been missed). Who keeps a learner's replies in memory forgets them on it.
 */
export const learnerChangedNotices = 'notices.learning.learner-changed';

export const enrolmentCreated = defineEvent(
  'learning.enrolment.created.v1',
  Type.Object({
    ...learnerCourse,
    source: Type.Union([Type.Literal('direct'), Type.Literal('order'), Type.Literal('subscription')]),
  }),
  { userId: exampleUser, courseId: 69, source: 'direct' },
);

/** A learner's access to a course ended (its order was refunded, or the subscription it came with ended). */
export const enrolmentRevoked = defineEvent(
  'learning.enrolment.revoked.v1',
  Type.Object({
    ...learnerCourse,
    reason: Type.Union([Type.Literal('refunded'), Type.Literal('subscription-ended')]),
  }),
  { userId: exampleUser, courseId: 40, reason: 'refunded' },
);

/**
 * An exam voucher was redeemed: the learner has `attempts` more tries at the certification quiz of
 * `courseId` (`quizId`, null while the course has no quiz). Published once per paid voucher line.
 */
export const voucherRedeemed = defineEvent(
  'learning.voucher.redeemed.v1',
  Type.Object({
    userId,
    courseId: Type.Integer(),
    quizId: Type.Union([Type.Integer(), Type.Null()]),
    attempts: Type.Integer({ minimum: 1 }),
    orderId: Type.String({ format: 'uuid' }),
  }),
  {
    userId: exampleUser,
    courseId: 40,
    quizId: 31,
    attempts: 1,
    orderId: '5d0c6a8e-2f1b-4c7d-9e3a-1b2c3d4e5f60',
  },
);

/**
 * An administrator gave a learner's running timed attempt more time (`extended`) or ended it now (`ended`; it is
 * scored, with its own passed or failed event). Published once the change is stored, so the learner's open exam
 * can read its attempt again at once instead of at its next resync.
 */
export const attemptAdjusted = defineEvent(
  'learning.attempt.adjusted.v1',
  Type.Object({
    ...learnerCourse,
    quizId: Type.Integer(),
    attemptId: Type.String({ format: 'uuid' }),
    change: Type.Union([Type.Literal('extended'), Type.Literal('ended')]),
  }),
  {
    userId: exampleUser,
    courseId: 69,
    quizId: 12,
    attemptId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    change: 'extended',
  },
);

export const contentCompleted = defineEvent(
  'learning.content.completed.v1',
  Type.Object({
    ...learnerCourse,
    contentId: Type.Integer(),
    kind: Type.Union([Type.Literal('document'), Type.Literal('video'), Type.Literal('quiz')]),
  }),
  { userId: exampleUser, courseId: 69, contentId: 7, kind: 'document' },
);

const QuizAttemptResult = Type.Object({
  ...learnerCourse,
  quizId: Type.Integer(),
  attemptNumber: Type.Integer({ minimum: 1 }),
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  passingScore: Type.Integer({ minimum: 0, maximum: 100 }),
});
const attemptExample = { userId: exampleUser, courseId: 69, quizId: 12, attemptNumber: 2, passingScore: 80 };

export const quizPassed = defineEvent('learning.quiz.passed.v1', QuizAttemptResult, {
  ...attemptExample,
  score: 100,
});
export const quizFailed = defineEvent('learning.quiz.failed.v1', QuizAttemptResult, {
  ...attemptExample,
  score: 40,
});
