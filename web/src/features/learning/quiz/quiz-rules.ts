import type { LearnerQuiz, QuizAttemptsReply, QuizSubmitBody } from '@academy/contracts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import '../../../shared/i18n/en-screens/learning.ts';

/** The learner's choice per question id. */
export type Answers = Readonly<Record<number, number>>;

/** Submit only with an answer for every question, and never twice at once. */
export function canSubmit(
  quiz: Pick<LearnerQuiz, 'questions'>,
  answers: Answers,
  inFlight: boolean,
): boolean {
  return (
    !inFlight &&
    quiz.questions.length > 0 &&
    quiz.questions.every((question) => answers[question.id] !== undefined)
  );
}

/**
 * Attempts left: the server's count, or the count the last submission returned while the list has
 * not caught up with that submission yet. Once the list knows it, the list wins: it also counts
 * attempts an exam voucher added since.
 */
export function remainingAttempts(
  attempts: Pick<QuizAttemptsReply, 'remainingAttempts' | 'data'> | undefined,
  lastResult: { remainingAttempts: number; attemptNumber: number } | null,
): number | undefined {
  if (!lastResult) return attempts?.remainingAttempts;
  if (!attempts || attempts.data.length < lastResult.attemptNumber) return lastResult.remainingAttempts;
  return attempts.remainingAttempts;
}

/** 'Attempts remaining: 2/3' (in the language on screen), where 3 is the quiz's own limit from the server. */
export function attemptsLabel(remaining: number, maxAttempts: number): string {
  return i18n.t('learning.attemptsRemaining', { remaining, maxAttempts });
}

/**
 * The answers being given and the id their submission is sent under. Sending the same draft again
 * (after a lost reply) returns the first result instead of using another attempt; any change of
 * answer makes it another submission with an id of its own.
 */
export interface QuizDraft {
  answers: Answers;
  submissionId: string;
}

export const emptyDraft = (): QuizDraft => ({ answers: {}, submissionId: newSubmissionId() });

export const choose = (draft: QuizDraft, questionId: number, optionId: number): QuizDraft => ({
  answers: { ...draft.answers, [questionId]: optionId },
  submissionId: newSubmissionId(),
});

/** A random (v4) UUID; `crypto.randomUUID` exists only on secure origins (https, localhost). */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function submission(
  quiz: Pick<LearnerQuiz, 'id' | 'moduleId' | 'courseId' | 'questions'>,
  userId: string,
  { answers, submissionId }: QuizDraft,
): QuizSubmitBody {
  return {
    userId,
    submissionId,
    quizId: quiz.id,
    moduleId: quiz.moduleId,
    courseId: quiz.courseId,
    answers: quiz.questions.map((question) => ({
      questionId: question.id,
      selectedOptionId: answers[question.id]!,
    })),
  };
}
