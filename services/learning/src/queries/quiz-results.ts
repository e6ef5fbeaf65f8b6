import type { QuizResult } from '@academy/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { LearningDb } from '../context.ts';
import { courses, quizAttempts, quizzes } from '../db/schema.ts';

/**
 * The learner's latest attempt at each quiz, with its quiz and course, in one query: DISTINCT ON
 * (quiz_id) walks the (user_id, quiz_id, attempt_number) unique index backwards, so there is one
 * row per quiz whatever the number of attempts. Quizzes or courses the catalogue deleted are left out.
 */
export const latestQuizResults = async (db: LearningDb, userId: string): Promise<QuizResult[]> => {
  const rows = await db
    .selectDistinctOn([quizAttempts.quizId], {
      quizId: quizAttempts.quizId,
      quizTitle: quizzes.title,
      courseId: quizAttempts.courseId,
      courseTitle: courses.title,
      attemptNumber: quizAttempts.attemptNumber,
      score: quizAttempts.score,
      passingScore: quizzes.passingScore,
      passed: quizAttempts.passed,
      completedAt: quizAttempts.completedAt,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, and(eq(quizzes.id, quizAttempts.quizId), eq(quizzes.deleted, false)))
    .innerJoin(courses, and(eq(courses.id, quizAttempts.courseId), eq(courses.deleted, false)))
    .where(eq(quizAttempts.userId, userId))
    .orderBy(quizAttempts.quizId, desc(quizAttempts.attemptNumber));
  return rows
    .map((row) => ({ ...row, completedAt: row.completedAt.toISOString() }))
    .sort((a, b) => b.completedAt.localeCompare(a.completedAt));
};
