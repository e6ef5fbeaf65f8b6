import type { catalogue, EventData, QuizSubmitBody } from '@academy/contracts';

/** One question of a quiz's answer key, as the catalogue publishes it. */
export type AnswerKeyQuestion = EventData<typeof catalogue.quizUpdated>['questions'][number];

export type SubmittedAnswer = QuizSubmitBody['answers'][number];

export interface QuizScore {
  /** Whole percent, rounded down so a score never shows more than was earned. */
  score: number;
  correctAnswers: number;
  totalQuestions: number;
  passed: boolean;
}

/**
 * Scores answers against the answer key. Unanswered questions and answers to questions the quiz does
 * not have count as wrong; when a question is answered twice the first answer counts.
 */
export const scoreQuiz = (
  key: readonly AnswerKeyQuestion[],
  answers: readonly SubmittedAnswer[],
  passingScore: number,
): QuizScore => {
  const chosen = new Map<number, number>();
  for (const answer of answers) {
    if (!chosen.has(answer.questionId)) chosen.set(answer.questionId, answer.selectedOptionId);
  }
  const correctAnswers = key.filter((q) => chosen.get(q.questionId) === q.correctOptionId).length;
  const totalQuestions = key.length;
  const score = totalQuestions === 0 ? 0 : Math.floor((correctAnswers * 100) / totalQuestions);
  return { score, correctAnswers, totalQuestions, passed: totalQuestions > 0 && score >= passingScore };
};

export const remainingAttempts = (maxAttempts: number, attemptsUsed: number) =>
  Math.max(0, maxAttempts - attemptsUsed);
