import type { Course, CourseContent, Lecture } from '@academy/contracts';
import type { courses, lectures } from '../db/schema.ts';
import { toMajorUnits } from '../domain/price.ts';

type CourseRow = typeof courses.$inferSelect;
type LectureRow = typeof lectures.$inferSelect;

/** What an exam voucher course grants; null for every other course. */
export const voucherOf = (row: Pick<CourseRow, 'voucherCourseId' | 'voucherAttempts'>) =>
  row.voucherCourseId === null || row.voucherAttempts === null
    ? null
    : { courseId: row.voucherCourseId, attempts: row.voucherAttempts };

/**
 * A course row as replies carry it (both id spellings; price in major units beside minor units), with
 * what it holds (`course-content.ts` counts it).
 */
export const toCourse = (
  row: CourseRow,
  mediaUrl: (key: string) => string,
  content: CourseContent,
): Course => {
  const thumbnail = row.thumbnailKey ? mediaUrl(row.thumbnailKey) : null;
  return {
    id: row.id,
    course_id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    createdBy: row.createdBy,
    thumbnail_path: thumbnail,
    thumbnail_url: thumbnail,
    price: toMajorUnits(row.priceMinor),
    originalPrice: row.originalPriceMinor === null ? null : toMajorUnits(row.originalPriceMinor),
    priceMinor: row.priceMinor,
    originalPriceMinor: row.originalPriceMinor,
    currency: row.currency,
    courseCode: row.courseCode,
    totalModules: row.totalModules,
    lessonQuestions: row.lessonQuestions,
    completionTime: row.completionTime,
    highlights: row.highlights,
    whatYouGet: row.whatYouGet,
    tagline: row.tagline,
    featured: row.featured,
    published: row.published,
    level: row.level,
    createdAt: row.createdAt.toISOString(),
    previewVideo: row.previewVideoKey
      ? {
          title: row.previewTitle ?? row.title,
          filePath: mediaUrl(row.previewVideoKey),
          captionsPath: row.previewCaptionsKey ? mediaUrl(row.previewCaptionsKey) : null,
        }
      : null,
    voucher: voucherOf(row),
    content,
  };
};

export const toLecture = (row: LectureRow, mediaUrl: (key: string) => string): Lecture => ({
  id: row.id,
  courseId: row.courseId,
  title: row.title,
  description: row.description,
  filePath: mediaUrl(row.fileKey),
  contentType: row.contentType,
  createdAt: row.createdAt.toISOString(),
});
