import { learning, type QuizSubmitBody } from '@academy/contracts';
import {
  badRequest,
  conflict,
  type Executor,
  enqueueEvent,
  forbidden,
  HttpError,
  lockRow,
  notFound,
} from '@academy/kit';
import { and, eq, sql } from 'drizzle-orm';
import type { LearningDb } from '../context.ts';
import { activities, enrolments, quizAttemptCounters, quizAttempts, quizzes } from '../db/schema.ts';
import { remainingAttempts, scoreQuiz } from '../domain/scoring.ts';
import { attemptLimitOf } from '../queries/attempt-limits.ts';
import { completeContent, NOT_ENROLLED } from './complete-content.ts';

export const MAX_ATTEMPTS_REACHED = 'Maximum attempts reached';

/**
 * Scores one attempt in one transaction. The learner's counter row for the quiz is locked FOR UPDATE
 * first, so racing submissions are scored one after another and none gets past the limit: the quiz's
 * `maxAttempts` plus the attempts exam vouchers added (read after the lock, so a voucher redeemed
 * meanwhile counts and none counts twice).
 * A pass also completes the quiz as content. Events are written with the attempt (outbox).
 */
export const submitAttempt = async (db: LearningDb, input: QuizSubmitBody, correlationId?: string) =>
  db.transaction(async (tx) => {
    const { userId, quizId } = input;
    const [quiz] = await tx.select().from(quizzes).where(eq(quizzes.id, quizId));
    if (!quiz || quiz.deleted) throw notFound('Quiz not found');
    if (quiz.courseId !== input.courseId) throw badRequest('courseId does not match the quiz');
    const [enrolment] = await tx
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, quiz.courseId)));
    if (!enrolment) throw forbidden(NOT_ENROLLED);
    if (quiz.questions.length === 0) throw new HttpError(422, 'This quiz has no questions yet', 'EMPTY_QUIZ');

    await tx.insert(quizAttemptCounters).values({ userId, quizId }).onConflictDoNothing();
    const counter = await lockRow(
      tx,
      quizAttemptCounters,
      and(eq(quizAttemptCounters.userId, userId), eq(quizAttemptCounters.quizId, quizId)),
    );
    const used = counter?.attemptsUsed ?? 0;
    const { maxAttempts } = await attemptLimitOf(tx, userId, quiz);
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
    if (used >= maxAttempts) throw conflict(MAX_ATTEMPTS_REACHED, 'MAX_ATTEMPTS');

    const attemptNumber = used + 1;
    await tx
      .update(quizAttemptCounters)
      .set({ attemptsUsed: sql`${quizAttemptCounters.attemptsUsed} + 1` })
      .where(and(eq(quizAttemptCounters.userId, userId), eq(quizAttemptCounters.quizId, quizId)));
    const [attempt] = await tx
      .insert(quizAttempts)
      .values({
        userId,
        quizId,
        courseId: quiz.courseId,
        attemptNumber,
        score: result.score,
        passed: result.passed,
        submissionId: input.submissionId,
      })
      .returning();
    await tx.insert(activities).values({
      userId,
      type: result.passed ? 'quiz_passed' : 'quiz_failed',
      title: `${result.passed ? 'Passed' : 'Failed'} ${quiz.title} (${result.score}%)`,
      courseId: quiz.courseId,
      occurredAt: attempt?.completedAt,
    });
    await enqueueEvent(
      tx,
      result.passed ? learning.quizPassed : learning.quizFailed,
      {
        userId,
        courseId: quiz.courseId,
        quizId,
        attemptNumber,
        score: result.score,
        passingScore: quiz.passingScore,
      },
      correlationId,
    );
    if (result.passed) {
      await completeContent(
        tx,
        {
          userId,
          courseId: quiz.courseId,
          contentId: quizId,
          kind: 'quiz',
          title: `Completed ${quiz.title}`,
        },
        correlationId,
      );
    }
    return {
      attemptNumber,
      ...result,
      passingScore: quiz.passingScore,
      remainingAttempts: remainingAttempts(maxAttempts, attemptNumber),
    };
  });

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
