import type { QuestionBody } from '@academy/contracts';

export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;

export interface QuestionFormValues {
  text: string;
  options: string[];
  /** The index of the correct option, or null before one is chosen. */
  correct: number | null;
  /** Why the right answer is right, shown to learners in their review; blank: none. */
  explanation?: string;
}

export function emptyQuestionForm(): QuestionFormValues {
  return { text: '', options: ['', ''], correct: null, explanation: '' };
}

/** The question to send, or the first problem with the form. */
export function questionBodyOf(values: QuestionFormValues): { body: QuestionBody } | { error: string } {
  const text = values.text.trim();
  const options = values.options.map((option) => option.trim());
  if (!text) return { error: 'Enter the question' };
  if (options.length < MIN_OPTIONS || options.length > MAX_OPTIONS) {
    return { error: `Give ${MIN_OPTIONS} to ${MAX_OPTIONS} options` };
  }
  if (options.some((option) => !option)) return { error: 'Fill in every option or remove it' };
  if (new Set(options.map((option) => option.toLowerCase())).size !== options.length) {
    return { error: 'Every option must be different' };
  }
  if (values.correct === null || values.correct >= options.length) {
    return { error: 'Mark exactly one option as correct' };
  }
  const explanation = values.explanation?.trim();
  return {
    body: {
      text,
      options: options.map((option, index) => ({ text: option, isCorrect: index === values.correct })),
      ...(explanation ? { explanation } : {}),
    },
  };
}
