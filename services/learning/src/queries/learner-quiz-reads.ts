import { askedId, askedLearner, inAskedOrder, preparedPer, readsAsked, readTogether } from '@academy/kit';
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { LearningDb } from '../context.ts';
import { courses, quizAttemptCounters, quizAttempts, quizzes } from '../db/schema.ts';
import { courseQuizIds, voucherAttempts } from './limit-fragments.ts';
import { completedContentIds } from './progress.ts';

/** A scored attempt as PostgreSQL writes it into JSON (`completedAt` is its text of the timestamp). */
export interface ScoredAttempt {
  quizId: number;
  attemptNumber: number;
  score: number;
  passed: boolean;
  completedAt: string;
}

/** The attempts counter of one quiz. */
export interface UsedAttempts {
  quizId: number;
  used: number;
}

/** A required quiz as the progress reply needs it. */
export interface ProgressQuiz {
  id: number;
  title: string;
  passingScore: number;
  maxAttempts: number;
  questionCount: number;
}

/** The learner's scored attempts at the quizzes `ofQuizzes` selects, first attempt first. */
const scoredAttempts = (ofQuizzes: SQL) =>
  sql<ScoredAttempt[]>`(select coalesce(json_agg(json_build_object(
      'quizId', ${quizAttempts.quizId}, 'attemptNumber', ${quizAttempts.attemptNumber},
      'score', ${quizAttempts.score}, 'passed', ${quizAttempts.passed},
      'completedAt', ${quizAttempts.completedAt}) order by ${quizAttempts.attemptNumber}), '[]'::json)
    from ${quizAttempts} where ${quizAttempts.userId} = ${askedLearner} and ${ofQuizzes})`;

/** The learner's attempt counters at the quizzes `ofQuizzes` selects (a running timed attempt counts). */
const usedAttempts = (ofQuizzes: SQL) =>
  sql<UsedAttempts[]>`(select coalesce(json_agg(json_build_object(
      'quizId', ${quizAttemptCounters.quizId}, 'used', ${quizAttemptCounters.attemptsUsed})), '[]'::json)
    from ${quizAttemptCounters} where ${quizAttemptCounters.userId} = ${askedLearner} and ${ofQuizzes})`;

/**
 * A quiz with everything a learner's attempts reply is made of (their attempts, the counter, the course's
 * required quizzes and voucher attempts), one row per read; `quiz` is null when no such quiz exists.
 */
export const quizWithLearnerAttempts = preparedPer((db: LearningDb) =>
  readTogether(
    db
      .select({
        // Not the answer key: a reply of attempts has no use for it, and it is the row's largest part.
        quiz: {
          id: quizzes.id,
          passingScore: quizzes.passingScore,
          maxAttempts: quizzes.maxAttempts,
          deleted: quizzes.deleted,
        },
        courseQuizIds: courseQuizIds(quizzes.courseId),
        voucherAttempts: voucherAttempts(quizzes.courseId, askedLearner),
        attempts: scoredAttempts(sql`${quizAttempts.quizId} = ${quizzes.id}`),
        used: usedAttempts(sql`${quizAttemptCounters.quizId} = ${quizzes.id}`),
      })
      .from(readsAsked)
      .leftJoin(quizzes, eq(quizzes.id, askedId))
      .orderBy(inAskedOrder)
      .prepare('learning_quizzes_with_learner_attempts'),
  ),
);

/**
 * A course with everything the learner's progress reply is made of (their quizzes' standing and the content
 * they completed), one row per read (as above).
 */
export const courseWithLearnerQuizzes = preparedPer((db: LearningDb) =>
  readTogether(
    db
      .select({
        course: getTableColumns(courses),
        quizzes: sql<ProgressQuiz[]>`(select coalesce(json_agg(json_build_object(
            'id', ${quizzes.id}, 'title', ${quizzes.title}, 'passingScore', ${quizzes.passingScore},
            'maxAttempts', ${quizzes.maxAttempts}, 'questionCount', jsonb_array_length(${quizzes.questions}))), '[]'::json)
          from ${quizzes} where ${quizzes.id} = any(${courses.quizIds}))`,
        voucherAttempts: voucherAttempts(courses.id, askedLearner),
        attempts: scoredAttempts(sql`${quizAttempts.quizId} = any(${courses.quizIds})`),
        used: usedAttempts(sql`${quizAttemptCounters.quizId} = any(${courses.quizIds})`),
        completedContentIds: completedContentIds(askedId),
      })
      .from(readsAsked)
      .leftJoin(courses, eq(courses.id, askedId))
      .orderBy(inAskedOrder)
      .prepare('learning_courses_with_learner_quizzes'),
  ),
);
