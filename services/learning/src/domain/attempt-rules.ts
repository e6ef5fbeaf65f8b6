import { badRequest } from '@academy/kit';
import type { AttemptOrder } from '../db/schema.ts';
import type { AnswerKeyQuestion } from './scoring.ts';

/**
 * Saves sent this long after the deadline are still taken: a save already on its way when the clock
 * ran out (a slow network, a debounce) is the learner's answer in time. The server finalises after it.
 */
export const DEADLINE_GRACE_MS = 5_000;

export const deadlineOf = (startedAt: Date, timeLimitMinutes: number | null) =>
  timeLimitMinutes === null ? null : new Date(startedAt.getTime() + timeLimitMinutes * 60_000);

/** Whether answers may still be saved: no deadline, or the deadline plus the grace not passed. */
export const acceptsSaves = (deadline: Date | null, now: Date) =>
  deadline === null || now.getTime() <= deadline.getTime() + DEADLINE_GRACE_MS;

/** When a submitted attempt was finished: now, or its deadline if that came first. */
export const finishTime = (deadline: Date | null, now: Date) =>
  deadline !== null && deadline.getTime() < now.getTime() ? deadline : now;

/** Fisher–Yates with the given source of randomness in [0, 1). */
const shuffled = <T>(items: readonly T[], random: () => number) => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
};

/** The order an attempt shows questions and options in: the quiz's own, or shuffled once for the attempt. */
export const attemptOrder = (
  key: readonly AnswerKeyQuestion[],
  shuffle: boolean,
  random: () => number = Math.random,
): AttemptOrder => {
  const order = key.map((q) => ({
    questionId: q.questionId,
    optionIds: shuffle ? shuffled(q.optionIds, random) : [...q.optionIds],
  }));
  return shuffle ? shuffled(order, random) : order;
};

/** Every answer must name a question of the quiz and one of that question's options; nothing is saved otherwise. */
export const assertAnswersFit = (
  key: readonly AnswerKeyQuestion[],
  answers: readonly { questionId: number; selectedOptionId: number }[],
) => {
  const byId = new Map(key.map((q) => [q.questionId, q]));
  for (const answer of answers) {
    const question = byId.get(answer.questionId);
    if (!question) throw badRequest(`Question ${answer.questionId} is not in this quiz`, 'UNKNOWN_QUESTION');
    if (!question.optionIds.includes(answer.selectedOptionId)) {
      throw badRequest(
        `Option ${answer.selectedOptionId} is not an option of question ${answer.questionId}`,
        'UNKNOWN_OPTION',
      );
    }
  }
  const ids = answers.map((a) => a.questionId);
  if (new Set(ids).size !== ids.length)
    throw badRequest('answers name a question twice', 'DUPLICATE_QUESTION');
};

/**
 * The questions as this attempt shows them: its order of questions and options, with their texts from the
 * catalogue's event (empty for a quiz announced before events carried texts, until it is announced again).
 * Which option is right never leaves here. A question removed from the quiz since the start is left out.
 */
export const attemptQuestions = (key: readonly AnswerKeyQuestion[], order: AttemptOrder) => {
  const byId = new Map(key.map((q) => [q.questionId, q]));
  return order.flatMap(({ questionId, optionIds }) => {
    const question = byId.get(questionId);
    if (!question) return [];
    const optionText = new Map((question.options ?? []).map((o) => [o.id, o.text]));
    return [
      {
        id: questionId,
        text: question.text ?? '',
        options: optionIds
          .filter((id) => question.optionIds.includes(id))
          .map((id) => ({ id, text: optionText.get(id) ?? '' })),
      },
    ];
  });
};
