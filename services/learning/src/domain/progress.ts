import type { QuizStatus } from '@academy/contracts';

export interface AttemptSummary {
  score: number;
  passed: boolean;
}

/** PASSED once any attempt passed; FAILED when tried without a pass; NOT_STARTED otherwise. */
export const quizStatus = (attempts: readonly AttemptSummary[]): QuizStatus => {
  if (attempts.some((a) => a.passed)) return 'PASSED';
  return attempts.length > 0 ? 'FAILED' : 'NOT_STARTED';
};

export const bestScore = (attempts: readonly AttemptSummary[]) =>
  attempts.reduce((best, a) => Math.max(best, a.score), 0);

export interface CourseProgress {
  totalQuizzes: number;
  passedQuizzes: number;
  /** Whole percent of the course's quizzes passed. */
  progress: number;
  /** Every quiz of the course passed; a course without quizzes is never complete. */
  completed: boolean;
}

/** A course's progress is measured by its quizzes: the catalogue names them as what completes it. */
export const courseProgress = (quizIds: readonly number[], passedQuizIds: ReadonlySet<number>) => {
  const totalQuizzes = quizIds.length;
  const passedQuizzes = quizIds.filter((id) => passedQuizIds.has(id)).length;
  return {
    totalQuizzes,
    passedQuizzes,
    progress: totalQuizzes === 0 ? 0 : Math.floor((passedQuizzes * 100) / totalQuizzes),
    completed: totalQuizzes > 0 && passedQuizzes === totalQuizzes,
  } satisfies CourseProgress;
};
