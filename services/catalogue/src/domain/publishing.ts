import type { CourseContent, ExamVoucher } from '@academy/contracts';
import { conflict } from '@academy/kit';

/**
 * Only a course with something to learn is sold: one whose modules hold a document, video or quiz.
 * An exam voucher is the exception: it is sold, never learned.
 */
export const mayBePublished = (content: CourseContent, voucher: ExamVoucher | null) =>
  voucher !== null || content.documents + content.videos + content.quizzes > 0;

/** Refuses to publish a course with nothing to learn (409 `COURSE_HAS_NO_CONTENT`). */
export const assertPublishable = (
  course: { id: number; title: string },
  content: CourseContent,
  voucher: ExamVoucher | null,
) => {
  if (mayBePublished(content, voucher)) return;
  throw conflict(
    `${course.title} has no content yet: add a module with a document, video or quiz before publishing it`,
    'COURSE_HAS_NO_CONTENT',
  );
};
