import { type Static, Type } from 'typebox';
import { Closed, RowId as Id, Nullable, OneOf, SuccessReply } from './common.ts';
import { Line } from './text.ts';

const UserId = Type.String({ format: 'uuid' });
const DateTime = Type.String({ format: 'date-time' });

// Enrolment

/** `cname` names the course by title, course code or id (the web app sends a name); `courseId` also works. */
export const EnrolBody = Closed({
  user_id: UserId,
  cname: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  courseId: Type.Optional(Id),
});
export type EnrolBody = Static<typeof EnrolBody>;
export const Enrolment = Type.Object({
  userId: UserId,
  courseId: Id,
  title: Type.String(),
  enrolledAt: DateTime,
});
export const EnrolReply = SuccessReply(Enrolment);
export type EnrolReply = Static<typeof EnrolReply>;

export const EnrolmentStatusQuery = Type.Object({
  userId: UserId,
  courseName: Type.String({ minLength: 1, maxLength: 200 }),
});
export type EnrolmentStatusQuery = Static<typeof EnrolmentStatusQuery>;
export const EnrolmentStatusReply = Type.Object({ isEnrolled: Type.Boolean() });
export type EnrolmentStatusReply = Static<typeof EnrolmentStatusReply>;

/** An enrolled course with the learner's progress, measured by the course's quizzes. */
export const EnrolledCourse = Type.Object({
  course_id: Id,
  title: Type.String(),
  courseCode: Nullable(Type.String()),
  enrolledAt: DateTime,
  totalQuizzes: Type.Integer(),
  completedQuizzes: Type.Integer(),
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  completed: Type.Boolean(),
});
export type EnrolledCourse = Static<typeof EnrolledCourse>;
export const MyCoursesReply = Type.Object({ courses: Type.Array(EnrolledCourse) });
export type MyCoursesReply = Static<typeof MyCoursesReply>;

// Content completion

export const CompletionParams = Type.Object({ contentId: Id });
export const CompleteContentBody = Closed({
  courseId: Id,
  kind: Type.Optional(Type.Union([Type.Literal('document'), Type.Literal('video')], { default: 'document' })),
  /** The item's title, for the learner's recent activity. */
  title: Type.Optional(Line(200)),
});
export type CompleteContentBody = Static<typeof CompleteContentBody>;
export const CompleteContentReply = SuccessReply(
  Type.Object({ contentId: Id, courseId: Id, completedAt: DateTime }),
);
export type CompleteContentReply = Static<typeof CompleteContentReply>;

export const CourseCompletionsParams = Type.Object({ courseId: Id });
export const CompletionsReply = Type.Object({ completedContentIds: Type.Array(Id) });
export type CompletionsReply = Static<typeof CompletionsReply>;

// Quizzes

export const QuizAttemptsParams = Type.Object({ userId: UserId, contentId: Id });
/** The live stream of the caller's attempts at a quiz of a course (vouchers are redeemed per course). */
export const QuizAttemptEventsParams = Type.Object({ courseId: Id, contentId: Id });
export const QuizAttempt = Type.Object({
  attempt_number: Type.Integer({ minimum: 1 }),
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  passed: Type.Boolean(),
  completedAt: DateTime,
});
export type QuizAttempt = Static<typeof QuizAttempt>;
export const QuizAttemptsReply = Type.Object({
  success: Type.Boolean(),
  data: Type.Array(QuizAttempt),
  remainingAttempts: Type.Integer({ minimum: 0 }),
  /** The quiz's own limit plus the attempts exam vouchers added. */
  maxAttempts: Type.Integer({ minimum: 1 }),
  passingScore: Type.Integer({ minimum: 0, maximum: 100 }),
  /** Whether exam vouchers add attempts to this quiz (it is its course's certification quiz). */
  vouchersApply: Type.Boolean(),
});
export type QuizAttemptsReply = Static<typeof QuizAttemptsReply>;

export const QuizSubmitBody = Closed({
  userId: UserId,
  quizId: Id,
  moduleId: Type.Optional(Id),
  courseId: Id,
  answers: Type.Array(Type.Object({ questionId: Id, selectedOptionId: Id }), { maxItems: 500 }),
  /**
   * Made once by the client for one submission and sent again with any retry of it: a submission
   * already scored under this id returns its first result instead of using another attempt.
   */
  submissionId: Type.Optional(Type.String({ format: 'uuid' })),
});
export type QuizSubmitBody = Static<typeof QuizSubmitBody>;
/** The result of one attempt; never the answer key. */
export const QuizSubmitReply = SuccessReply(
  Type.Object({
    attemptNumber: Type.Integer({ minimum: 1 }),
    score: Type.Integer({ minimum: 0, maximum: 100 }),
    passed: Type.Boolean(),
    remainingAttempts: Type.Integer({ minimum: 0 }),
    passingScore: Type.Integer({ minimum: 0, maximum: 100 }),
    correctAnswers: Type.Integer({ minimum: 0 }),
    totalQuestions: Type.Integer({ minimum: 0 }),
  }),
);
export type QuizSubmitReply = Static<typeof QuizSubmitReply>;

export const CourseProgressParams = Type.Object({ userId: UserId, courseId: Id });
export const QuizStatus = OneOf('PASSED', 'FAILED', 'NOT_STARTED');
export type QuizStatus = Static<typeof QuizStatus>;
export const QuizProgress = Type.Object({
  quizId: Id,
  title: Type.String(),
  status: QuizStatus,
  attempts: Type.Integer({ minimum: 0 }),
  remainingAttempts: Type.Integer({ minimum: 0 }),
  bestScore: Type.Integer({ minimum: 0, maximum: 100 }),
  passingScore: Type.Integer({ minimum: 0, maximum: 100 }),
  latestAttempt: Nullable(Type.Object({ completedAt: DateTime })),
  totalQuestions: Type.Integer({ minimum: 0 }),
});
export type QuizProgress = Static<typeof QuizProgress>;
export const CourseProgressReply = Type.Object({
  success: Type.Boolean(),
  data: Type.Object({
    totalQuizzes: Type.Integer({ minimum: 0 }),
    completedQuizzes: Type.Integer({ minimum: 0 }),
    quizzes: Type.Array(QuizProgress),
    /**
     * The documents and videos the learner completed in the course, first finished first (as
     * `CompletionsReply`): the learning screen opens with this one read instead of two.
     */
    completedContentIds: Type.Array(Id),
  }),
});
export type CourseProgressReply = Static<typeof CourseProgressReply>;

/** The signed-in learner's latest attempt at every quiz they have tried, newest first. */
export const QuizResult = Type.Object({
  quizId: Id,
  quizTitle: Type.String(),
  courseId: Id,
  courseTitle: Type.String(),
  attemptNumber: Type.Integer({ minimum: 1 }),
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  passingScore: Type.Integer({ minimum: 0, maximum: 100 }),
  passed: Type.Boolean(),
  completedAt: DateTime,
});
export type QuizResult = Static<typeof QuizResult>;
export const QuizResultsReply = Type.Object({ success: Type.Boolean(), results: Type.Array(QuizResult) });
export type QuizResultsReply = Static<typeof QuizResultsReply>;

// Student dashboard

export const StudentBody = Closed({ user_id: UserId });
export type StudentBody = Static<typeof StudentBody>;
export const StudentQuery = Type.Object({ user_id: UserId });
export type StudentQuery = Static<typeof StudentQuery>;

export const StudentCounts = Type.Object({
  enrolledCourses: Type.Integer({ minimum: 0 }),
  completedCourses: Type.Integer({ minimum: 0 }),
  certificates: Type.Integer({ minimum: 0 }),
  quizzesPassed: Type.Integer({ minimum: 0 }),
});
export type StudentCounts = Static<typeof StudentCounts>;
export const CountsReply = Type.Object({ success: Type.Boolean(), counts: StudentCounts });
export type CountsReply = Static<typeof CountsReply>;

export const EarnedCertificate = Type.Object({
  courseId: Id,
  courseTitle: Type.String(),
  certificateNumber: Type.String(),
  issuedAt: DateTime,
  expiresAt: DateTime,
  /** Where the PDF downloads: see `certificateDownloadUrl`. */
  certificateUrl: Type.String(),
});
export type EarnedCertificate = Static<typeof EarnedCertificate>;
export const StudentCertificatesReply = SuccessReply(Type.Array(EarnedCertificate));
export type StudentCertificatesReply = Static<typeof StudentCertificatesReply>;

export const DashboardReply = Type.Object({
  success: Type.Boolean(),
  data: Type.Object({ counts: StudentCounts, courses: Type.Array(EnrolledCourse) }),
});
export type DashboardReply = Static<typeof DashboardReply>;

export const ActivityType = OneOf(
  'enrolled',
  'content_completed',
  'quiz_passed',
  'quiz_failed',
  'certificate_issued',
);
export const Activity = Type.Object({
  type: ActivityType,
  title: Type.String(),
  courseId: Id,
  occurredAt: DateTime,
});
export type Activity = Static<typeof Activity>;
export const RecentActivityReply = Type.Object({ success: Type.Boolean(), activities: Type.Array(Activity) });
export type RecentActivityReply = Static<typeof RecentActivityReply>;
