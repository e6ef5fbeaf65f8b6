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
 * Attempts left: the server's count, or the count the last submission returned if the list has not
 * caught up yet (attempts are only ever used up, so the smaller one is the newer).
 */
export function remainingAttempts(
  attempts: Pick<QuizAttemptsReply, 'remainingAttempts'> | undefined,
  lastResult: { remainingAttempts: number } | null,
): number | undefined {
  const known = [attempts?.remainingAttempts, lastResult?.remainingAttempts].filter(
    (value): value is number => value !== undefined,
  );
  return known.length > 0 ? Math.min(...known) : undefined;
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
