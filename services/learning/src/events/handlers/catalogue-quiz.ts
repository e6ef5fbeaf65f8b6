import type { catalogue } from '@academy/contracts';
import { type EventHandler, keepNewerCopy } from '@academy/kit';
import { quizzes } from '../../db/schema.ts';

/**
 * catalogue.quiz.updated.v1: the quiz's settings and full answer key, the only thing scoring uses.
 * A redelivered older state does not replace a newer one.
 * The row keeps every field the event carries, under the same names; settings an older event lacks are
 * the defaults (no time limit, no shuffling, answers shown).
 */
export const keepQuiz: EventHandler<typeof catalogue.quizUpdated> = async ({ data, occurredAt }, tx) => {
  const { quizId, ...fields } = data;
  const state = {
    id: quizId,
    ...fields,
    timeLimitMinutes: fields.timeLimitMinutes ?? null,
    shuffle: fields.shuffle ?? false,
    hideAnswersUntilLastAttempt: fields.hideAnswersUntilLastAttempt ?? false,
    answerOptions: Object.fromEntries(fields.questions.map((q) => [String(q.questionId), q.optionIds])),
  };
  await keepNewerCopy(tx, quizzes, quizzes.id, state, occurredAt);
};
