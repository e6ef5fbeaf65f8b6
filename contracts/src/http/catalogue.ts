import { type Static, type TSchema, Type } from 'typebox';
import { Closed, ExamVoucher, RowId as Id, Nullable } from './common.ts';
import { CourseLevel } from './course-level.ts';
import { Line, Lines } from './text.ts';

/** One line people read back (titles, names, codes): see `text.ts`. */
const Text = (maxLength: number) => Line(maxLength);
const Money = Type.Integer({ minimum: 0, maximum: 100_000_000 });
const Currency = Type.String({ pattern: '^[A-Z]{3}$' });
const TextList = Type.Array(Text(300), { maxItems: 30 });

/**
 * A course as every reply carries it. `id` and `course_id` are the same number (the web app reads
 * both); `price` is in major units (9999 for ₹9,999.00) beside the exact `priceMinor`.
 * `thumbnail_path` is a media URL under the API (`/api/v1/media/...`).
 */
export const PreviewVideo = Type.Object({
  title: Type.String(),
  filePath: Type.String(),
  captionsPath: Nullable(Type.String()),
});
export type PreviewVideo = Static<typeof PreviewVideo>;

/**
 * What a course holds, counted from its modules when the reply is made: the page facts (modules,
 * questions, the exam's length) come from here, never from text an administrator typed.
 * `examMinutes` is the longest time limit among its quizzes (null: no timed quiz).
 */
export const CourseContent = Type.Object({
  modules: Type.Integer({ minimum: 0 }),
  documents: Type.Integer({ minimum: 0 }),
  videos: Type.Integer({ minimum: 0 }),
  quizzes: Type.Integer({ minimum: 0 }),
  questions: Type.Integer({ minimum: 0 }),
  examMinutes: Nullable(Type.Integer({ minimum: 1 })),
});
export type CourseContent = Static<typeof CourseContent>;

export const Course = Type.Object({
  id: Type.Integer(),
  course_id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  category: Type.String(),
  createdBy: Type.String(),
  thumbnail_path: Nullable(Type.String()),
  thumbnail_url: Nullable(Type.String()),
  price: Type.Number(),
  originalPrice: Nullable(Type.Number()),
  priceMinor: Type.Integer(),
  originalPriceMinor: Nullable(Type.Integer()),
  currency: Type.String(),
  courseCode: Nullable(Type.String()),
  totalModules: Nullable(Type.Integer()),
  lessonQuestions: Nullable(Type.Integer()),
  completionTime: Nullable(Type.String()),
  highlights: Type.Array(Type.String()),
  whatYouGet: Type.Array(Type.String()),
  tagline: Nullable(Type.String()),
  featured: Type.Boolean(),
  published: Type.Boolean(),
  /** How much the course asks of a learner; absent in older replies. */
  level: Type.Optional(CourseLevel),
  createdAt: Type.String({ format: 'date-time' }),
  /** A short video anyone may watch before buying, with captions; absent or null when there is none. */
  previewVideo: Type.Optional(Nullable(PreviewVideo)),
  /** Set when this course is an exam voucher: which course's certification quiz it adds attempts to. */
  voucher: Type.Optional(Nullable(ExamVoucher)),
  content: CourseContent,
});
export type Course = Static<typeof Course>;

export const CourseListReply = Type.Object({ courses: Type.Array(Course) });
export type CourseListReply = Static<typeof CourseListReply>;
export const CourseReply = Type.Object({ course: Course, message: Type.String() });
export type CourseReply = Static<typeof CourseReply>;

/** Course fields an administrator may set besides the four the course form always sends. */
const CourseExtras = {
  priceMinor: Type.Optional(Money),
  originalPriceMinor: Type.Optional(Nullable(Money)),
  currency: Type.Optional(Currency),
  courseCode: Type.Optional(Nullable(Text(20))),
  totalModules: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1000 }))),
  lessonQuestions: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 10_000 }))),
  completionTime: Type.Optional(Nullable(Text(50))),
  highlights: Type.Optional(TextList),
  whatYouGet: Type.Optional(TextList),
  tagline: Type.Optional(Nullable(Text(200))),
  featured: Type.Optional(Type.Boolean()),
  published: Type.Optional(Type.Boolean()),
  level: Type.Optional(CourseLevel),
};

const CourseBasics = {
  title: Text(200),
  description: Lines(5000, { minLength: 1 }),
  category: Text(100),
  createdBy: Text(100),
};

/** The text fields of `POST /course` (multipart, sent before the `thumbnail` file part). */
export const CourseCreateFields = Closed({
  ...CourseBasics,
  priceMinor: Type.Optional(Money),
  originalPriceMinor: Type.Optional(Money),
  currency: Type.Optional(Currency),
  courseCode: Type.Optional(Text(20)),
  published: Type.Optional(Type.Boolean()),
  level: Type.Optional(CourseLevel),
});
export type CourseCreateFields = Static<typeof CourseCreateFields>;

export const CourseUpdateBody = Closed({ ...CourseBasics, ...CourseExtras });
export type CourseUpdateBody = Static<typeof CourseUpdateBody>;

/** `PUT /courses/{id}/published`: publish (a course with content, or an exam voucher) or take back to draft. */
export const CoursePublishedBody = Closed({ published: Type.Boolean() });
export type CoursePublishedBody = Static<typeof CoursePublishedBody>;

export const CourseIdParams = Type.Object({ id: Id });
export const CourseIdDetailsParams = Type.Object({ courseId: Id });

export const Lecture = Type.Object({
  id: Type.Integer(),
  courseId: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  filePath: Type.String(),
  contentType: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Lecture = Static<typeof Lecture>;
export const LecturesReply = Type.Object({ lectures: Type.Array(Lecture) });
export type LecturesReply = Static<typeof LecturesReply>;
/** After adding or removing a lecture: the course's lectures now, with a message. */
export const LecturesMessageReply = Type.Object({ ...LecturesReply.properties, message: Type.String() });
export type LecturesMessageReply = Static<typeof LecturesMessageReply>;
/** The text fields of `POST /course/{id}` (multipart, sent before the `lecture` file part). */
export const LectureFields = Closed({ title: Text(200), description: Lines(5000) });
export type LectureFields = Static<typeof LectureFields>;
export const LectureParams = Type.Object({
  courseId: Id,
  lectureId: Id,
});

const ItemBase = {
  id: Type.Integer(),
  title: Type.String(),
  moduleId: Type.Integer(),
  courseId: Type.Integer(),
};
export const DocumentItem = Type.Object({ ...ItemBase, filePath: Type.String() });
export type DocumentItem = Static<typeof DocumentItem>;
export const VideoItem = Type.Object({
  ...ItemBase,
  /** The uploaded file: what plays until the HLS renditions are ready. */
  filePath: Type.String(),
  captionsPath: Nullable(Type.String()),
  /** The HLS master playlist (adaptive bit rate) once the video is transcoded; null or absent: play `filePath`. */
  streamPath: Type.Optional(Nullable(Type.String())),
});
export type VideoItem = Static<typeof VideoItem>;

/** Where the transcode of an uploaded video into HLS renditions stands (administrators). */
export const TranscodeStatus = Type.Object({
  contentId: Type.Integer(),
  state: Type.Union([
    Type.Literal('queued'),
    Type.Literal('running'),
    Type.Literal('ready'),
    Type.Literal('failed'),
  ]),
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
  /** Why it failed, in words an administrator can act on; null otherwise. */
  error: Nullable(Type.String()),
});
export type TranscodeStatus = Static<typeof TranscodeStatus>;
export const TranscodesReply = Type.Object({ transcodes: Type.Array(TranscodeStatus) });
export type TranscodesReply = Static<typeof TranscodesReply>;

/** A question with its options; what an option says depends on who reads it. */
const QuestionWith = <Option extends TSchema>(option: Option) =>
  Type.Object({ id: Type.Integer(), text: Type.String(), options: Type.Array(option) });
const QuizWith = <Question extends TSchema>(question: Question) =>
  Type.Object({
    ...ItemBase,
    passingScore: Type.Integer(),
    maxAttempts: Type.Integer(),
    questions: Type.Array(question),
  });

const LearnerOption = Type.Object({ id: Type.Integer(), text: Type.String() });
/** A question as a learner sees it: never which option is correct. */
export const LearnerQuestion = QuestionWith(LearnerOption);
export const LearnerQuiz = Type.Object({
  ...QuizWith(LearnerQuestion).properties,
  /** Minutes an attempt may run once started (null: no limit); absent in older replies. */
  timeLimitMinutes: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
});
export type LearnerQuiz = Static<typeof LearnerQuiz>;

export const DetailsModule = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  position: Type.Integer(),
  documents: Type.Array(DocumentItem),
  videos: Type.Array(VideoItem),
  quizzes: Type.Array(LearnerQuiz),
});
export const CourseDetails = Type.Object({
  courseId: Type.Integer(),
  title: Type.String(),
  modules: Type.Array(DetailsModule),
});
export type CourseDetails = Static<typeof CourseDetails>;

export const Module = Type.Object({
  id: Type.Integer(),
  courseId: Type.Integer(),
  title: Type.String(),
  position: Type.Integer(),
});
export type Module = Static<typeof Module>;
export const ModuleBody = Closed({ title: Text(200) });
export type ModuleBody = Static<typeof ModuleBody>;
export const ModuleReply = Type.Object({ module: Module, message: Type.String() });
export type ModuleReply = Static<typeof ModuleReply>;
export const ModulesReply = Type.Object({ modules: Type.Array(Module) });
export type ModulesReply = Static<typeof ModulesReply>;
/** Every module id of the course, in the new order. */
export const ModuleOrderBody = Closed({
  moduleIds: Type.Array(Id, { minItems: 1, maxItems: 500, uniqueItems: true }),
});
export type ModuleOrderBody = Static<typeof ModuleOrderBody>;
export const ModuleParams = Type.Object({
  id: Id,
  moduleId: Id,
});
export const ContentParams = Type.Object({
  id: Id,
  contentId: Id,
});

/** Text field of a document or video upload (multipart, before the file part). */
export const ContentFields = Closed({ title: Text(200) });
export type ContentFields = Static<typeof ContentFields>;
export const DocumentReply = Type.Object({ document: DocumentItem, message: Type.String() });
export type DocumentReply = Static<typeof DocumentReply>;
export const VideoReply = Type.Object({ video: VideoItem, message: Type.String() });
export type VideoReply = Static<typeof VideoReply>;

export const OptionInput = Closed({ text: Text(500), isCorrect: Type.Boolean() });
/** How many options a question has: the API's limits, which the console's question form offers too. */
export const QUESTION_OPTIONS = { min: 2, max: 10 } as const;
/** A question with 2–10 options, exactly one of them correct. */
export const QuestionBody = Closed({
  text: Lines(1000, { minLength: 1 }),
  options: Type.Array(OptionInput, { minItems: QUESTION_OPTIONS.min, maxItems: QUESTION_OPTIONS.max }),
  /** Shown to the learner in the review after submitting (null or absent: none). */
  explanation: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
});
export type QuestionBody = Static<typeof QuestionBody>;

/**
 * How an attempt runs: `timeLimitMinutes` (null: no limit) starts a clock when the learner starts;
 * `shuffle` orders questions and options per attempt; `hideAnswersUntilLastAttempt` keeps the right
 * answers out of the review while attempts remain.
 */
const QuizSettings = {
  timeLimitMinutes: Nullable(Type.Integer({ minimum: 1, maximum: 600 })),
  shuffle: Type.Boolean(),
  hideAnswersUntilLastAttempt: Type.Boolean(),
};
const OptionalSettings = {
  timeLimitMinutes: Type.Optional(QuizSettings.timeLimitMinutes),
  shuffle: Type.Optional(QuizSettings.shuffle),
  hideAnswersUntilLastAttempt: Type.Optional(QuizSettings.hideAnswersUntilLastAttempt),
};

export const QuizBody = Closed({
  title: Text(200),
  passingScore: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  maxAttempts: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  ...OptionalSettings,
  questions: Type.Optional(Type.Array(QuestionBody, { maxItems: 100 })),
});
export type QuizBody = Static<typeof QuizBody>;
export const QuizUpdateBody = Closed(
  {
    title: Type.Optional(Text(200)),
    passingScore: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    maxAttempts: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    ...OptionalSettings,
  },
  { minProperties: 1 },
);
export type QuizUpdateBody = Static<typeof QuizUpdateBody>;

/** A question as an administrator edits it, with the answer key and the explanation. */
export const AdminQuestion = Type.Object({
  ...QuestionWith(Type.Object({ ...LearnerOption.properties, isCorrect: Type.Boolean() })).properties,
  explanation: Nullable(Type.String()),
});
export type AdminQuestion = Static<typeof AdminQuestion>;
export const AdminQuiz = Type.Object({ ...QuizWith(AdminQuestion).properties, ...QuizSettings });
export type AdminQuiz = Static<typeof AdminQuiz>;
export const QuizReply = Type.Object({ quiz: AdminQuiz, message: Type.String() });
export type QuizReply = Static<typeof QuizReply>;
export const QuestionReply = Type.Object({ question: AdminQuestion, message: Type.String() });
export type QuestionReply = Static<typeof QuestionReply>;
/** Every question id of the quiz, in the new order. */
export const QuestionOrderBody = Closed({
  questionIds: Type.Array(Id, { minItems: 1, maxItems: 500, uniqueItems: true }),
});
export type QuestionOrderBody = Static<typeof QuestionOrderBody>;
export const QuizParams = Type.Object({ quizId: Id });
export const QuestionParams = Type.Object({
  quizId: Id,
  questionId: Id,
});
