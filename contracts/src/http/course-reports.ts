import { type Static, Type } from 'typebox';
import { Nullable, RowId } from './common.ts';

const Count = Type.Integer({ minimum: 0 });
const DateTime = Type.String({ format: 'date-time' });
/** A whole percent, 0–100 (0 when nothing was counted). */
const Rate = Type.Integer({ minimum: 0, maximum: 100 });

/** `/admin/courses/{id}/report`, `…/report/completion.csv`, `…/report/quizzes.csv`. */
export const CourseReportParams = Type.Object({ id: RowId });

/**
 * One enrolled learner's standing. A course is completed by passing its required quizzes (the ones the
 * catalogue names), so `quizzesPassed` of `quizzesRequired` is the measure of done; `contentCompleted`
 * counts every document, video and quiz the learner finished. `completedAt`: when the last required
 * quiz was first passed, null until every one is.
 */
export const CourseReportLearner = Type.Object({
  userId: Type.String({ format: 'uuid' }),
  /** The learner's name and e-mail as auth last announced them; null until learning has received them. */
  fullName: Nullable(Type.String()),
  email: Nullable(Type.String()),
  enrolledAt: DateTime,
  /** Finished some content or handed in a quiz attempt. */
  started: Type.Boolean(),
  contentCompleted: Count,
  quizzesPassed: Count,
  quizzesRequired: Count,
  completedAt: Nullable(DateTime),
});
export type CourseReportLearner = Static<typeof CourseReportLearner>;

/** Learners enrolled, started and completed; the rate is completed of enrolled. */
export const CourseCompletionReport = Type.Object({
  enrolled: Count,
  started: Count,
  completed: Count,
  completionRate: Rate,
  learners: Type.Array(CourseReportLearner),
});
export type CourseCompletionReport = Static<typeof CourseCompletionReport>;

/** One quiz of the course over every scored attempt: `passRate` is passed of the learners who tried. */
export const CourseQuizReportRow = Type.Object({
  quizId: Type.Integer({ minimum: 1 }),
  title: Type.String(),
  passingScore: Type.Integer({ minimum: 0, maximum: 100 }),
  required: Type.Boolean(),
  attempts: Count,
  learners: Count,
  passed: Count,
  passRate: Rate,
  /** Mean score of all attempts, one decimal; null without attempts. */
  averageScore: Nullable(Type.Number({ minimum: 0, maximum: 100 })),
});
export type CourseQuizReportRow = Static<typeof CourseQuizReportRow>;

export const CourseReportReply = Type.Object({
  courseId: Type.Integer({ minimum: 1 }),
  title: Type.String(),
  generatedAt: DateTime,
  completion: CourseCompletionReport,
  quizzes: Type.Array(CourseQuizReportRow),
});
export type CourseReportReply = Static<typeof CourseReportReply>;
