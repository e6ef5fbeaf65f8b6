import { type Static, Type } from 'typebox';
import { LearnerQuestion } from './catalogue.ts';
import { Closed, RowId as Id, MAX_PG_INTEGER, Nullable } from './common.ts';
import { QuizSubmitReply } from './learning.ts';
import { Line } from './text.ts';

/**
 * Attempts kept on the server while they run: started (a timed quiz's clock starts then), answers saved as
 * they are chosen, resumed from any device, submitted by the learner or, at the deadline, by the server.
 */
const AttemptId = Type.String({ format: 'uuid' });
const DateTime = Type.String({ format: 'date-time' });
/** The server's clock when the reply was made: the client measures its offset from it. */
const ServerTime = { serverTime: DateTime };

export const QuizAttemptQuizParams = Type.Object({ contentId: Id });
export const OpenAttemptParams = Type.Object({ attemptId: AttemptId });

export const SavedAnswer = Type.Object({
  questionId: Id,
  selectedOptionId: Id,
  /** The save that set this answer: per question the highest sequence wins. */
  sequence: Type.Integer({ minimum: 1 }),
});
export type SavedAnswer = Static<typeof SavedAnswer>;

export const OpenAttempt = Type.Object({
  attemptId: AttemptId,
  quizId: Id,
  /** Counted when a timed attempt starts; null for an untimed draft until it is submitted. */
  attemptNumber: Nullable(Type.Integer({ minimum: 1 })),
  startedAt: DateTime,
  /** Start + the quiz's time limit as it was at the start; null when untimed. */
  deadline: Nullable(DateTime),
  /** The order questions and their options are shown in for this attempt (kept across resumes). */
  order: Type.Array(Type.Object({ questionId: Id, optionIds: Type.Array(Id) })),
  /**
   * The questions and their options in this attempt's order: a timed quiz's questions reach a learner only
   * here (and in the review), never before the start.
   */
  questions: Type.Array(LearnerQuestion),
  answers: Type.Array(SavedAnswer),
  /** The highest save sequence received: a client continues above it. */
  lastSequence: Type.Integer({ minimum: 0 }),
  /** Minutes administrators added to the deadline so far: the client tells the learner when it grows. */
  extendedMinutes: Type.Integer({ minimum: 0 }),
});
export type OpenAttempt = Static<typeof OpenAttempt>;

/** What the start screen shows, and the attempt in progress if there is one. */
export const QuizAttemptStateReply = Type.Object({
  ...ServerTime,
  timeLimitMinutes: Nullable(Type.Integer({ minimum: 1 })),
  questionCount: Type.Integer({ minimum: 0 }),
  passingScore: Type.Integer({ minimum: 0, maximum: 100 }),
  maxAttempts: Type.Integer({ minimum: 1 }),
  remainingAttempts: Type.Integer({ minimum: 0 }),
  attempt: Nullable(OpenAttempt),
});
export type QuizAttemptStateReply = Static<typeof QuizAttemptStateReply>;

export const OpenAttemptReply = Type.Object({ ...ServerTime, attempt: OpenAttempt });
export type OpenAttemptReply = Static<typeof OpenAttemptReply>;

/** One save: every answer chosen since the last one, under a sequence number higher than any before. */
export const SaveAnswersBody = Closed({
  sequence: Type.Integer({ minimum: 1, maximum: MAX_PG_INTEGER }),
  answers: Type.Array(Closed({ questionId: Id, selectedOptionId: Id }), { minItems: 1, maxItems: 500 }),
});
export type SaveAnswersBody = Static<typeof SaveAnswersBody>;
export const SaveAnswersReply = Type.Object({
  ...ServerTime,
  answers: Type.Array(SavedAnswer),
  lastSequence: Type.Integer({ minimum: 0 }),
});
export type SaveAnswersReply = Static<typeof SaveAnswersReply>;

/** The submitted attempt's result, as `POST userQuiz/submit` replies, with the time it was finished. */
export const SubmitAttemptReply = Type.Object({
  ...QuizSubmitReply.properties,
  ...ServerTime,
  finishedAt: DateTime,
});
export type SubmitAttemptReply = Static<typeof SubmitAttemptReply>;

export const ClockReply = Type.Object(ServerTime);
export type ClockReply = Static<typeof ClockReply>;

/** Per question: the learner's answer, and the right one with its explanation unless the quiz hides them. */
export const ReviewQuestion = Type.Object({
  questionId: Id,
  /** What the question said, and its options in the attempt's order. */
  text: Type.String(),
  options: Type.Array(Type.Object({ id: Id, text: Type.String() })),
  selectedOptionId: Nullable(Id),
  correct: Type.Boolean(),
  correctOptionId: Nullable(Id),
  explanation: Nullable(Type.String()),
});
export const AttemptReviewReply = Type.Object({
  attemptNumber: Type.Integer({ minimum: 1 }),
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  passed: Type.Boolean(),
  finishedAt: DateTime,
  /** False while the quiz hides right answers and the learner has attempts left. */
  answersShown: Type.Boolean(),
  questions: Type.Array(ReviewQuestion),
});
export type AttemptReviewReply = Static<typeof AttemptReviewReply>;

/** Administrators: the running timed attempts at a quiz, extended or ended one by one. */
export const QuizRunningAttemptsParams = Type.Object({ quizId: Id });
export const QuizAttemptAdminParams = Type.Object({ quizId: Id, attemptId: AttemptId });
export const RunningAttempt = Type.Object({
  attemptId: AttemptId,
  userId: Type.String({ format: 'uuid' }),
  attemptNumber: Nullable(Type.Integer({ minimum: 1 })),
  startedAt: DateTime,
  deadline: DateTime,
  extendedMinutes: Type.Integer({ minimum: 0 }),
  /** Questions with a saved answer. */
  answered: Type.Integer({ minimum: 0 }),
});
export type RunningAttempt = Static<typeof RunningAttempt>;
export const RunningAttemptsReply = Type.Object({ ...ServerTime, attempts: Type.Array(RunningAttempt) });
export type RunningAttemptsReply = Static<typeof RunningAttemptsReply>;

/** Why an administrator changed a learner's attempt: kept with the change. */
const Reason = Line(500);
/** Minutes added to a running attempt's deadline (as many as a quiz's whole limit may be at most). */
export const ExtendAttemptBody = Closed({
  minutes: Type.Integer({ minimum: 1, maximum: 600 }),
  reason: Reason,
});
export type ExtendAttemptBody = Static<typeof ExtendAttemptBody>;
export const ExtendAttemptReply = Type.Object({ ...ServerTime, attempt: RunningAttempt });
export type ExtendAttemptReply = Static<typeof ExtendAttemptReply>;
export const EndAttemptBody = Closed({ reason: Reason });
export type EndAttemptBody = Static<typeof EndAttemptBody>;
/** The ended attempt's result, as the learner's own submission would have replied. */
export const EndAttemptReply = SubmitAttemptReply;
export type EndAttemptReply = Static<typeof EndAttemptReply>;
