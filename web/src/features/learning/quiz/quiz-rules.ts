import type { LearnerQuiz, QuizAttemptsReply, QuizSubmitBody } from '@academy/contracts';

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

/** 'Attempts remaining: 2/3', where 3 is the quiz's own limit from the server. */
export function attemptsLabel(remaining: number, maxAttempts: number): string {
  return `Attempts remaining: ${remaining}/${maxAttempts}`;
}

export function submission(
  quiz: Pick<LearnerQuiz, 'id' | 'moduleId' | 'courseId' | 'questions'>,
  userId: string,
  answers: Answers,
): QuizSubmitBody {
  return {
    userId,
    quizId: quiz.id,
    moduleId: quiz.moduleId,
    courseId: quiz.courseId,
    answers: quiz.questions.map((question) => ({
      questionId: question.id,
      selectedOptionId: answers[question.id]!,
    })),
  };
}
