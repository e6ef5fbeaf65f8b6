import type { QuizProgress } from '@academy/contracts';
import { attemptLimit } from '../domain/exam-vouchers.ts';
import { bestScore, quizStatus } from '../domain/progress.ts';
import { remainingAttempts } from '../domain/scoring.ts';
import type { ProgressQuiz, ScoredAttempt, UsedAttempts } from './learner-quiz-reads.ts';

/** Defaults for a required quiz whose details have not arrived from the catalogue yet (spec §9). */
const DEFAULT_PASSING_SCORE = 80;
const DEFAULT_MAX_ATTEMPTS = 3;

/**
 * The learner's standing on each of a course's required quizzes, in the course's order, from what
 * `courseWithLearnerQuizzes` read; the certification quiz counts the attempts exam vouchers added.
 * `attempts` are those used, as `attemptStanding` counts them: a running timed attempt once, from its start.
 */
export const courseQuizProgress = (read: {
  course: { quizIds: number[] };
  quizzes: ProgressQuiz[];
  attempts: ScoredAttempt[];
  used: UsedAttempts[];
  voucherAttempts: number;
}) => {
  const { quizIds } = read.course;
  const items = quizIds.map((quizId): QuizProgress => {
    const quiz = read.quizzes.find((q) => q.id === quizId);
    const mine = read.attempts.filter((a) => a.quizId === quizId);
    const latest = mine.at(-1);
    const ownLimit = { id: quizId, maxAttempts: quiz?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS };
    const limit = attemptLimit(ownLimit, quizIds, read.voucherAttempts);
    const used = read.used.find((c) => c.quizId === quizId)?.used ?? mine.length;
    return {
      quizId,
      title: quiz?.title ?? `Quiz ${quizId}`,
      status: quizStatus(mine),
      attempts: used,
      remainingAttempts: remainingAttempts(limit.maxAttempts, used),
      bestScore: bestScore(mine),
      passingScore: quiz?.passingScore ?? DEFAULT_PASSING_SCORE,
      latestAttempt: latest ? { completedAt: new Date(latest.completedAt).toISOString() } : null,
      totalQuestions: quiz?.questionCount ?? 0,
    };
  });
  return {
    totalQuizzes: items.length,
    completedQuizzes: items.filter((q) => q.status === 'PASSED').length,
    quizzes: items,
  };
};
