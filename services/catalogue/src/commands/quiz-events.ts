import { catalogue } from '@academy/contracts';
import { type Executor, enqueueEvent } from '@academy/kit';
import { and, asc, eq } from 'drizzle-orm';
import { contentItems } from '../db/schema.ts';
import { answerKey } from '../domain/quiz.ts';
import { loadQuestions } from '../queries/quizzes.ts';

type QuizRow = typeof contentItems.$inferSelect;

const quizPayload = (quiz: QuizRow, deleted: boolean) => ({
  quizId: quiz.id,
  courseId: quiz.courseId,
  moduleId: quiz.moduleId,
  title: quiz.title,
  passingScore: quiz.passingScore ?? 0,
  maxAttempts: quiz.maxAttempts ?? 1,
  timeLimitMinutes: quiz.timeLimitMinutes,
  shuffle: quiz.shuffle,
  hideAnswersUntilLastAttempt: quiz.hideAnswersUntilLastAttempt,
  deleted,
});

/** Records a quiz's full state with its answer key; learning scores attempts with it. */
export const enqueueQuizState = async (tx: Executor, quizId: number, correlationId?: string) => {
  const [quiz] = await tx
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, quizId), eq(contentItems.kind, 'quiz')));
  if (!quiz) throw new Error(`quiz ${quizId} vanished inside its own transaction`);
  const questions = await loadQuestions(tx, [quiz.id]);
  await enqueueEvent(
    tx,
    catalogue.quizUpdated,
    { ...quizPayload(quiz, false), questions: answerKey(questions.get(quiz.id) ?? []) },
    correlationId,
  );
};

/** Records that a quiz is gone (its row must be read before it is deleted). */
export const enqueueQuizDeleted = (tx: Executor, quiz: QuizRow, correlationId?: string) =>
  enqueueEvent(tx, catalogue.quizUpdated, { ...quizPayload(quiz, true), questions: [] }, correlationId);

/**
 * Records every quiz's current state again, as if each had just been saved: what other contexts keep of a
 * quiz is then whole even where it was announced by an older release. A deleted quiz has no row, so it is
 * never announced as live again.
 */
export const enqueueEveryQuizState = async (tx: Executor) => {
  const quizzes = await tx
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(eq(contentItems.kind, 'quiz'))
    .orderBy(asc(contentItems.id));
  for (const quiz of quizzes) await enqueueQuizState(tx, quiz.id);
};
