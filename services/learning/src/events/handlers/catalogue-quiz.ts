import type { catalogue } from '@academy/contracts';
import { type EventHandler, upsert } from '@academy/kit';
import { quizzes } from '../../db/schema.ts';

/** catalogue.quiz.updated.v1: the quiz's settings and full answer key, the only thing scoring uses. */
export const keepQuiz: EventHandler<typeof catalogue.quizUpdated> = async ({ data }, tx) => {
  const state = {
    courseId: data.courseId,
    moduleId: data.moduleId,
    title: data.title,
    passingScore: data.passingScore,
    maxAttempts: data.maxAttempts,
    questions: data.questions,
    deleted: data.deleted,
  };
  await upsert(tx, quizzes, quizzes.id, { id: data.quizId, ...state }, state);
};
