import type { CourseCompletionReport, CourseQuizReportRow } from '@academy/contracts';
import { sql } from 'drizzle-orm';
import type { LearningDb } from '../context.ts';
import { wholePercent } from '../domain/course-report.ts';
import { courseProgress } from '../domain/progress.ts';

interface LearnerRow {
  userId: string;
  fullName: string | null;
  email: string | null;
  enrolledAt: string;
  contentCompleted: number;
  attempted: boolean;
  passedQuizIds: number[];
  lastFirstPass: string | null;
}

interface CompletionRow {
  title: string;
  quizIds: number[];
  learners: LearnerRow[];
}

const iso = (timestamp: string) => new Date(timestamp).toISOString();

/**
 * A course's title and its enrolled learners' standing (with their names and e-mail addresses from the
 * `learners` copy, null where it has not arrived) in one statement, or undefined for a course
 * learning does not hold (or the catalogue deleted). Each learner's rows are found by the indexes that
 * lead with the learner: content completions by (user, course), attempts at the course's required quizzes
 * by (user, quiz, attempt); the learners themselves by `enrolments_course_idx`.
 */
export const courseCompletion = async (
  db: LearningDb,
  courseId: number,
): Promise<{ title: string; completion: CourseCompletionReport } | undefined> => {
  const { rows } = await db.execute<CompletionRow & Record<string, unknown>>(sql`
    select c.title, c.quiz_ids as "quizIds",
      coalesce(json_agg(json_build_object(
        'userId', e.user_id,
        'fullName', l.full_name,
        'email', l.email,
        'enrolledAt', e.enrolled_at,
        'contentCompleted', (select count(*) from content_completions cc
          where cc.user_id = e.user_id and cc.course_id = c.id),
        'attempted', exists (select 1 from quiz_attempts a
          where a.user_id = e.user_id and a.quiz_id = any(
            select q.id from quizzes q where q.course_id = c.id)),
        'passedQuizIds', passes.quiz_ids,
        'lastFirstPass', passes.last_first_pass
      ) order by e.enrolled_at, e.user_id) filter (where e.user_id is not null), '[]') as learners
    from courses c
    left join enrolments e on e.course_id = c.id
    left join learners l on l.user_id = e.user_id
    left join lateral (
      select coalesce(array_agg(p.quiz_id), '{}') as quiz_ids, max(p.first_pass) as last_first_pass
      from (select a.quiz_id, min(a.completed_at) as first_pass from quiz_attempts a
            where a.user_id = e.user_id and a.quiz_id = any(c.quiz_ids) and a.passed
            group by a.quiz_id) p
    ) passes on true
    where c.id = ${courseId} and not c.deleted
    group by c.id`);
  const [course] = rows;
  if (!course) return undefined;
  const learners = course.learners.map((row) => {
    const progress = courseProgress(course.quizIds, new Set(row.passedQuizIds));
    return {
      learner: {
        userId: row.userId,
        fullName: row.fullName,
        email: row.email,
        enrolledAt: iso(row.enrolledAt),
        started: row.contentCompleted > 0 || row.attempted,
        contentCompleted: row.contentCompleted,
        quizzesPassed: progress.passedQuizzes,
        quizzesRequired: progress.totalQuizzes,
        completedAt: progress.completed && row.lastFirstPass ? iso(row.lastFirstPass) : null,
      },
    };
  });
  const completed = learners.filter(({ learner }) => learner.completedAt !== null).length;
  return {
    title: course.title,
    completion: {
      enrolled: learners.length,
      started: learners.filter((l) => l.learner.started).length,
      completed,
      completionRate: wholePercent(completed, learners.length),
      learners: learners.map((l) => l.learner),
    },
  };
};

interface QuizRow {
  quizId: number;
  title: string;
  passingScore: number;
  required: boolean;
  attempts: number;
  learners: number;
  passed: number;
  averageScore: number | null;
}

/**
 * Every quiz of the course (by `quizzes_course_idx`) over all scored attempts at it (by
 * `quiz_attempts_quiz_idx`), in module order, in one statement.
 */
export const courseQuizzes = async (db: LearningDb, courseId: number): Promise<CourseQuizReportRow[]> => {
  const { rows } = await db.execute<QuizRow & Record<string, unknown>>(sql`
    select q.id as "quizId", q.title, q.passing_score as "passingScore",
      q.id = any(c.quiz_ids) as required,
      count(a.id)::int as attempts,
      count(distinct a.user_id)::int as learners,
      count(distinct a.user_id) filter (where a.passed)::int as passed,
      round(avg(a.score), 1)::float8 as "averageScore"
    from quizzes q
    join courses c on c.id = q.course_id
    left join quiz_attempts a on a.quiz_id = q.id
    where q.course_id = ${courseId} and not q.deleted
    group by q.id, c.quiz_ids
    order by q.module_id, q.id`);
  return rows.map((row) => ({ ...row, passRate: wholePercent(row.passed, row.learners) }));
};
