import { Type } from 'typebox';
import { defineEvent } from './envelope.ts';

const userId = Type.String({ format: 'uuid' });
const exampleUser = '0b6f1d2e-3c4a-4b5c-8d6e-7f8091a2b3c4';

export const enrolmentCreated = defineEvent(
  'learning.enrolment.created.v1',
  Type.Object({
    userId,
    courseId: Type.Integer(),
    source: Type.Union([Type.Literal('direct'), Type.Literal('order'), Type.Literal('subscription')]),
  }),
  { userId: exampleUser, courseId: 69, source: 'direct' },
);

/** A learner's access to a course ended (its order was refunded, or the subscription it came with ended). */
export const enrolmentRevoked = defineEvent(
  'learning.enrolment.revoked.v1',
  Type.Object({
    userId,
    courseId: Type.Integer(),
    reason: Type.Union([Type.Literal('refunded'), Type.Literal('subscription-ended')]),
  }),
  { userId: exampleUser, courseId: 40, reason: 'refunded' },
);

export const contentCompleted = defineEvent(
  'learning.content.completed.v1',
  Type.Object({
    userId,
    courseId: Type.Integer(),
    contentId: Type.Integer(),
    kind: Type.Union([Type.Literal('document'), Type.Literal('video'), Type.Literal('quiz')]),
  }),
  { userId: exampleUser, courseId: 69, contentId: 7, kind: 'document' },
);

const QuizAttemptResult = Type.Object({
  userId,
  courseId: Type.Integer(),
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
