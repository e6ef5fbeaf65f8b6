import { badRequest } from '@academy/kit';

export const DEFAULT_PASSING_SCORE = 80;
export const DEFAULT_MAX_ATTEMPTS = 3;

export interface OptionDraft {
  text: string;
  isCorrect: boolean;
}

/** A question needs exactly one correct option: scoring picks one answer per question. */
export const assertOneCorrectOption = (options: OptionDraft[], field = 'options') => {
  const correct = options.filter((option) => option.isCorrect).length;
  if (correct !== 1) {
    throw badRequest(`${field} must have exactly one correct option (found ${correct})`, 'VALIDATION');
  }
};

export interface StoredQuestion {
  id: number;
  text: string;
  options: { id: number; text: string; isCorrect: boolean }[];
  explanation: string | null;
}

/**
 * The answer key other contexts score with: each question's option ids and the correct one, with the
 * texts, since learning hands a timed quiz's questions out only with a started attempt.
 */
export const answerKey = (questions: StoredQuestion[]) =>
  questions.map((question) => {
    const correct = question.options.find((option) => option.isCorrect);
    if (!correct) throw new Error(`question ${question.id} has no correct option`);
    return {
      questionId: question.id,
      optionIds: question.options.map((option) => option.id),
      correctOptionId: correct.id,
      explanation: question.explanation,
      text: question.text,
      options: question.options.map((option) => ({ id: option.id, text: option.text })),
    };
  });
