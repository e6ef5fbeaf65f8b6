import type { AdminQuiz, QuizUpdateBody } from '@academy/contracts';
import { i18n } from '../../shared/i18n/i18n.ts';

export interface QuizSettingsValues {
  /** Minutes as typed; blank: no time limit. */
  timeLimit: string;
  shuffle: boolean;
  hideAnswersUntilLastAttempt: boolean;
}

export const MAX_TIME_LIMIT_MINUTES = 600;

export function quizSettingsOf(quiz: AdminQuiz): QuizSettingsValues {
  return {
    timeLimit: quiz.timeLimitMinutes === null ? '' : String(quiz.timeLimitMinutes),
    shuffle: quiz.shuffle,
    hideAnswersUntilLastAttempt: quiz.hideAnswersUntilLastAttempt,
  };
}

/** The settings to send, or the first problem with them. */
export function quizSettingsBody(values: QuizSettingsValues): { body: QuizUpdateBody } | { error: string } {
  const typed = values.timeLimit.trim();
  const minutes = typed === '' ? null : Number(typed);
  if (minutes !== null && (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_TIME_LIMIT_MINUTES)) {
    return { error: i18n.t('adminCourses.timeLimitProblem', { max: MAX_TIME_LIMIT_MINUTES }) };
  }
  return {
    body: {
      timeLimitMinutes: minutes,
      shuffle: values.shuffle,
      hideAnswersUntilLastAttempt: values.hideAnswersUntilLastAttempt,
    },
  };
}
