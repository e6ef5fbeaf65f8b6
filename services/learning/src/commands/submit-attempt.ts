import type { QuizSubmitBody } from '@academy/contracts';
import { badRequest, conflict, type Executor, forbidden, HttpError, notFound } from '@academy/kit';
import { and, eq, isNull } from 'drizzle-orm';
import type { LearningDb } from '../context.ts';
import { enrolments, quizAttempts, quizzes, startedAttempts } from '../db/schema.ts';
import { remainingAttempts, scoreQuiz } from '../domain/scoring.ts';
import { NOT_ENROLLED } from './complete-content.ts';
import { lockAttemptCount, recordAttempt } from './record-attempt.ts';

export const MAX_ATTEMPTS_REACHED = 'Maximum attempts reached';
export const ATTEMPT_RUNNING = 'An attempt at this quiz is in progress: submit it instead';
export const START_TIMED_QUIZ = 'This quiz is timed: start an attempt, then submit it';

/**
 * Scores one attempt in one transaction, answers given in the request. Racing submissions queue on the
 * learner's counter row (`lockAttemptCount`), so none gets past the limit. A timed quiz is answered only
 * through a started attempt, so that its clock runs from the start (answered in one request, it would
 * have none); an untimed draft kept on the server ends with the submission.
 */
export const submitAttempt = async (db: LearningDb, input: QuizSubmitBody, correlationId?: string) =>
  db.transaction(async (tx) => {
    const { userId, quizId } = input;
    const [quiz] = await tx.select().from(quizzes).where(eq(quizzes.id, quizId));
    if (!quiz || quiz.deleted) throw notFound('Quiz not found');
    if (quiz.courseId !== input.courseId) throw badRequest('courseId does not match the quiz');
    await assertEnrolled(tx, userId, quiz.courseId);
    if (quiz.questions.length === 0) throw new HttpError(422, 'This quiz has no questions yet', 'EMPTY_QUIZ');

    const { used, maxAttempts } = await lockAttemptCount(tx, userId, quiz);
    const result = scoreQuiz(quiz.questions, input.answers, quiz.passingScore);
    // Looked up after the lock: a retry racing its first submission waits for it and finds it here.
    const scored = input.submissionId && (await attemptOfSubmission(tx, userId, quizId, input.submissionId));
    if (scored) {
      const { attemptNumber, score, passed } = scored;
      const remaining = remainingAttempts(maxAttempts, used);
      return {
        ...result,
        attemptNumber,
        score,
        passed,
        passingScore: quiz.passingScore,
        remainingAttempts: remaining,
      };
    }
    const running = and(
      eq(startedAttempts.userId, userId),
      eq(startedAttempts.quizId, quizId),
      isNull(startedAttempts.submittedAt),
    );
    const [draft] = await tx.select().from(startedAttempts).where(running);
    if (draft?.deadline) throw conflict(ATTEMPT_RUNNING, 'ATTEMPT_IN_PROGRESS');
    if (quiz.timeLimitMinutes !== null) throw conflict(START_TIMED_QUIZ, 'START_REQUIRED');
    if (used >= maxAttempts) throw conflict(MAX_ATTEMPTS_REACHED, 'MAX_ATTEMPTS');

    const attemptNumber = used + 1;
    await recordAttempt(
      tx,
      { userId, quiz, attemptNumber, result, submissionId: input.submissionId, countsAttempt: true },
      correlationId,
    );
    if (draft) await tx.delete(startedAttempts).where(eq(startedAttempts.id, draft.id));
    return {
      attemptNumber,
      ...result,
      passingScore: quiz.passingScore,
      remainingAttempts: remainingAttempts(maxAttempts, attemptNumber),
    };
  });

export const assertEnrolled = async (tx: Executor, userId: string, courseId: number) => {
  const [enrolment] = await tx
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
  if (!enrolment) throw forbidden(NOT_ENROLLED);
};

const attemptOfSubmission = async (tx: Executor, userId: string, quizId: number, submissionId: string) => {
  const [attempt] = await tx
    .select()
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, userId),
        eq(quizAttempts.quizId, quizId),
        eq(quizAttempts.submissionId, submissionId),
      ),
    );
  return attempt;
};
