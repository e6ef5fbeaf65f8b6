import type { EnrolledCourse, StudentCounts } from '@academy/contracts';
import { askedId, askedLearner, inAskedOrder, preparedPer, readsAsked, readTogether } from '@academy/kit';
import { and, asc, count, countDistinct, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { LearningDb } from '../context.ts';
import { certificates, contentCompletions, courses, enrolments, quizAttempts } from '../db/schema.ts';
import { courseProgress } from '../domain/progress.ts';

/** The quizzes a learner has passed at least once. */
export const passedQuizIds = async (db: LearningDb, userId: string) => {
  const rows = await db
    .selectDistinct({ quizId: quizAttempts.quizId })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.passed, true)));
  return new Set(rows.map((r) => r.quizId));
};

// One round trip: the passed quizzes ride along as an uncorrelated subquery (an InitPlan, evaluated
// once), both parts served by the (user_id, …) primary and unique indexes; prepared once per connection.
const enrolledCoursesQuery = preparedPer((db: LearningDb) => {
  const userId = sql.placeholder('userId');
  const passedIds = sql<
    number[]
  >`coalesce((select array_agg(distinct ${quizAttempts.quizId}) from ${quizAttempts}
    where ${quizAttempts.userId} = ${userId} and ${quizAttempts.passed}), '{}')`;
  return db
    .select({ course: courses, enrolledAt: enrolments.enrolledAt, passedIds })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(and(eq(enrolments.userId, userId), eq(courses.deleted, false)))
    .orderBy(asc(enrolments.enrolledAt), asc(courses.id))
    .prepare('learning_enrolled_courses');
});

/** The learner's live enrolled courses, oldest enrolment first, each with its progress. */
export const enrolledCourses = async (db: LearningDb, userId: string): Promise<EnrolledCourse[]> => {
  const rows = await enrolledCoursesQuery(db).execute({ userId });
  const passed = new Set(rows[0]?.passedIds ?? []);
  return rows.map(({ course, enrolledAt }) => {
    const progress = courseProgress(course.quizIds, passed);
    return {
      course_id: course.id,
      title: course.title,
      courseCode: course.courseCode,
      enrolledAt: enrolledAt.toISOString(),
      totalQuizzes: progress.totalQuizzes,
      completedQuizzes: progress.passedQuizzes,
      progress: progress.progress,
      completed: progress.completed,
    };
  });
};

export const studentCounts = async (db: LearningDb, userId: string): Promise<StudentCounts> => {
  const courseList = await enrolledCourses(db, userId);
  const [certificateCount] = await db
    .select({ n: count() })
    .from(certificates)
    .where(eq(certificates.userId, userId));
  const [passedCount] = await db
    .select({ n: countDistinct(quizAttempts.quizId) })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.passed, true)));
  return {
    enrolledCourses: courseList.length,
    completedCourses: courseList.filter((c) => c.completed).length,
    certificates: certificateCount?.n ?? 0,
    quizzesPassed: passedCount?.n ?? 0,
  };
};

export const isEnrolled = async (db: LearningDb, userId: string, courseId: number) => {
  const [row] = await db
    .select({ courseId: enrolments.courseId })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
  return row !== undefined;
};

/** The content the asked learner finished in the course in `courseId`, first finished first. */
export const completedContentIds = (courseId: SQLWrapper) =>
  sql<number[]>`array(select ${contentCompletions.contentId} from ${contentCompletions}
    where ${contentCompletions.userId} = ${askedLearner} and ${contentCompletions.courseId} = ${courseId}
    order by ${contentCompletions.completedAt})`;

/** The content a learner finished in one course, first finished first: one row per read (`readTogether`). */
export const completionsInCourse = preparedPer((db: LearningDb) =>
  readTogether(
    db
      .select({ contentIds: completedContentIds(askedId) })
      .from(readsAsked)
      .orderBy(inAskedOrder)
      .prepare('learning_completions_in_courses'),
  ),
);
