import { type AdminQuestion, QUESTION_OPTIONS, type QuestionBody } from '@academy/contracts';
import { i18n } from '../../shared/i18n/i18n.ts';

export const MIN_OPTIONS = QUESTION_OPTIONS.min;
export const MAX_OPTIONS = QUESTION_OPTIONS.max;

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
  if (!text) return { error: i18n.t('adminCourses.enterQuestion') };
  if (options.length < MIN_OPTIONS || options.length > MAX_OPTIONS) {
    return { error: i18n.t('adminCourses.giveOptions', { min: MIN_OPTIONS, max: MAX_OPTIONS }) };
  }
  if (options.some((option) => !option)) return { error: i18n.t('adminCourses.fillEveryOption') };
  if (new Set(options.map((option) => option.toLowerCase())).size !== options.length) {
    return { error: i18n.t('adminCourses.optionsDiffer') };
  }
  if (values.correct === null || values.correct >= options.length) {
    return { error: i18n.t('adminCourses.markOneCorrect') };
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

/** The form filled with a saved question, to edit it: its text, options, right answer and explanation. */
export function questionFormOf(question: AdminQuestion): QuestionFormValues {
  const correct = question.options.findIndex((option) => option.isCorrect);
  return {
    text: question.text,
    options: question.options.map((option) => option.text),
    correct: correct === -1 ? null : correct,
    explanation: question.explanation ?? '',
  };
}

/** The ids with the one at `index` swapped with its neighbour above (-1) or below (1); unchanged at an end. */
export function movedIds(ids: readonly number[], index: number, direction: -1 | 1): number[] {
  const moved = [...ids];
  const other = index + direction;
  if (index < 0 || index >= ids.length || other < 0 || other >= ids.length) return moved;
  [moved[index], moved[other]] = [ids[other] as number, ids[index] as number];
  return moved;
}
