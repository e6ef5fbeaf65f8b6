import type { CourseCompletionReport, CourseQuizReportRow } from '@academy/contracts';

/** `part` of `whole` in whole percent, rounded down (so 100 means all); 0 when there is no whole. */
export const wholePercent = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.floor((part * 100) / whole);

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A text
 * that a spreadsheet would run as a formula (starting with = + - @, tab or carriage return) gets a
 * leading apostrophe first, so opening the file never runs what a course author or a learner typed.
 */
export const csvField = (value: string | number | boolean | null): string => {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** A CSV document: the header row, then one line per row, CRLF after each line. */
export const csvDocument = (
  header: readonly string[],
  rows: readonly (readonly Parameters<typeof csvField>[0][])[],
) => [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');

/** One line per enrolled learner; a name or e-mail not received from auth yet is an empty field. */
export const completionCsv = ({ learners }: CourseCompletionReport) =>
  csvDocument(
    [
      'learner_id',
      'full_name',
      'email',
      'enrolled_at',
      'started',
      'content_completed',
      'quizzes_passed',
      'quizzes_required',
      'completed',
      'completed_at',
    ],
    learners.map((l) => [
      l.userId,
      l.fullName,
      l.email,
      l.enrolledAt,
      l.started,
      l.contentCompleted,
      l.quizzesPassed,
      l.quizzesRequired,
      l.completedAt !== null,
      l.completedAt,
    ]),
  );

export const quizzesCsv = (quizzes: readonly CourseQuizReportRow[]) =>
  csvDocument(
    [
      'quiz_id',
      'quiz_title',
      'required',
      'passing_score',
      'attempts',
      'learners_attempted',
      'learners_passed',
      'pass_rate_percent',
      'average_score',
    ],
    quizzes.map((q) => [
      q.quizId,
      q.title,
      q.required,
      q.passingScore,
      q.attempts,
      q.learners,
      q.passed,
      q.passRate,
      q.averageScore,
    ]),
  );

/** The download's file name: the course id, the section and the day, e.g. `course-69-quizzes-2026-11-28.csv`. */
export const reportFileName = (courseId: number, section: 'completion' | 'quizzes', now: Date) =>
  `course-${courseId}-${section}-${now.toISOString().slice(0, 10)}.csv`;
