import type { CourseContent, ExamVoucher } from '@academy/contracts';
import { conflict } from '@academy/kit';

/**
 * Only a course with something to learn is sold: publishing one whose modules hold no document, video
 * or quiz is refused. An exam voucher is the exception: it is sold, never learned.
 */
export const assertPublishable = (
  course: { id: number; title: string },
  content: CourseContent,
  voucher: ExamVoucher | null,
) => {
  if (voucher || content.documents + content.videos + content.quizzes > 0) return;
  throw conflict(
    `${course.title} has no content yet: add a module with a document, video or quiz before publishing it`,
    'COURSE_HAS_NO_CONTENT',
  );
};
