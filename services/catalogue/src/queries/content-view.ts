import type {
  AdminQuestion,
  AdminQuiz,
  CourseDetails,
  DocumentItem,
  LearnerQuiz,
  VideoItem,
} from '@academy/contracts';
import type { contentItems } from '../db/schema.ts';

type ContentRow = typeof contentItems.$inferSelect;
type MediaUrl = (key: string) => string;

const base = (row: ContentRow) => ({
  id: row.id,
  title: row.title,
  moduleId: row.moduleId,
  courseId: row.courseId,
});

export const toDocument = (row: ContentRow, mediaUrl: MediaUrl): DocumentItem => ({
  ...base(row),
  filePath: mediaUrl(row.fileKey ?? ''),
});

export const toVideo = (row: ContentRow, mediaUrl: MediaUrl): VideoItem => ({
  ...base(row),
  filePath: mediaUrl(row.fileKey ?? ''),
  captionsPath: row.captionsKey ? mediaUrl(row.captionsKey) : null,
  streamPath: row.streamKey ? mediaUrl(row.streamKey) : null,
});

export const toAdminQuiz = (row: ContentRow, questions: AdminQuestion[]): AdminQuiz => ({
  ...base(row),
  passingScore: row.passingScore ?? 0,
  maxAttempts: row.maxAttempts ?? 1,
  timeLimitMinutes: row.timeLimitMinutes,
  shuffle: row.shuffle,
  hideAnswersUntilLastAttempt: row.hideAnswersUntilLastAttempt,
  questions,
});

/** The quiz a learner answers: the options are listed, which one is correct (and why) is not. */
export const toLearnerQuiz = (row: ContentRow, questions: AdminQuestion[]): LearnerQuiz => ({
  ...base(row),
  passingScore: row.passingScore ?? 0,
  maxAttempts: row.maxAttempts ?? 1,
  timeLimitMinutes: row.timeLimitMinutes,
  questions: questions.map((question) => ({
    id: question.id,
    text: question.text,
    options: question.options.map((option) => ({ id: option.id, text: option.text })),
  })),
});

/**
 * The course screen as a learner gets it: a timed quiz's questions are read only once its clock runs, from
 * the attempt the learning service starts, so here they are left out (the count is on the start screen).
 */
export const withoutTimedQuestions = (details: CourseDetails): CourseDetails => ({
  ...details,
  modules: details.modules.map((module) => ({
    ...module,
    quizzes: module.quizzes.map((quiz) =>
      quiz.timeLimitMinutes == null ? quiz : { ...quiz, questions: [] },
    ),
  })),
});
