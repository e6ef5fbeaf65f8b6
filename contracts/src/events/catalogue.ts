import { Type } from 'typebox';
import { ExamVoucher, Nullable } from '../http/common.ts';
import { defineEvent } from './envelope.ts';

/** The course's state as other contexts keep it; `quizIds` are the quizzes a certificate requires. */
const CourseState = Type.Object({
  courseId: Type.Integer(),
  title: Type.String(),
  courseCode: Nullable(Type.String()),
  category: Type.String(),
  priceMinor: Type.Integer(),
  /** The struck-through price shown beside it; absent in events written before it was carried. */
  originalPriceMinor: Type.Optional(Nullable(Type.Integer())),
  /** Who teaches it (the course's `createdBy`), shown on orders and invoices. */
  instructor: Type.Optional(Type.String()),
  currency: Type.String({ minLength: 3, maxLength: 3 }),
  thumbnailUrl: Nullable(Type.String()),
  published: Type.Boolean(),
  quizIds: Type.Array(Type.Integer()),
  /** Set when the course is an exam voucher; absent in events written before vouchers existed. */
  voucher: Type.Optional(Nullable(ExamVoucher)),
});

const courseExample = {
  courseId: 69,
  title: 'Digital Forensics Essentials',
  courseCode: 'SDFE',
  category: 'Forensics',
  priceMinor: 499900,
  originalPriceMinor: 799900,
  instructor: 'Academy Faculty',
  currency: 'INR',
  thumbnailUrl: '/api/v1/media/thumbnails/69.png',
  published: true,
  quizIds: [12, 15, 18],
};

export const coursePublished = defineEvent('catalogue.course.published.v1', CourseState, courseExample);
export const courseUpdated = defineEvent('catalogue.course.updated.v1', CourseState, {
  ...courseExample,
  title: 'Digital Forensics Essentials (2nd edition)',
});
export const courseDeleted = defineEvent(
  'catalogue.course.deleted.v1',
  Type.Object({ courseId: Type.Integer() }),
  { courseId: 69 },
);

/**
 * A quiz's full state including its answer key. Only services consume it (learning scores with it);
 * no reply to a learner ever carries `correctOptionId`. `deleted` marks a removed quiz.
 */
export const quizUpdated = defineEvent(
  'catalogue.quiz.updated.v1',
  Type.Object({
    quizId: Type.Integer(),
    courseId: Type.Integer(),
    moduleId: Type.Integer(),
    title: Type.String(),
    passingScore: Type.Integer({ minimum: 0, maximum: 100 }),
    maxAttempts: Type.Integer({ minimum: 1 }),
    /** Minutes an attempt may run once started; absent or null: no limit (events before timed quizzes). */
    timeLimitMinutes: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
    /** Questions and options ordered per attempt; absent: false. */
    shuffle: Type.Optional(Type.Boolean()),
    /** Right answers left out of a learner's review while attempts remain; absent: false. */
    hideAnswersUntilLastAttempt: Type.Optional(Type.Boolean()),
    deleted: Type.Boolean(),
    questions: Type.Array(
      Type.Object({
        questionId: Type.Integer(),
        optionIds: Type.Array(Type.Integer()),
        correctOptionId: Type.Integer(),
        /**
         * What the question and its options say: learning shows a timed quiz's questions only inside a
         * started attempt. Absent in events from before it did.
         */
        text: Type.Optional(Type.String()),
        options: Type.Optional(Type.Array(Type.Object({ id: Type.Integer(), text: Type.String() }))),
        /** Why the right answer is right, for the learner's review; absent or null: none. */
        explanation: Type.Optional(Type.Union([Type.String(), Type.Null()])),
      }),
    ),
  }),
  {
    quizId: 12,
    courseId: 69,
    moduleId: 3,
    title: 'Module 1 assessment',
    passingScore: 80,
    maxAttempts: 3,
    deleted: false,
    questions: [{ questionId: 101, optionIds: [1001, 1002, 1003], correctOptionId: 1002 }],
  },
);
