import { paths } from '../../app/paths/paths.ts';
import { FEATURED_COURSE_ID } from './course-list.ts';

/** The courses with their own details page (the spec's course-sefa, course-siri and course-sdfe). */
export const COURSE_DETAIL_PAGES = [
  { courseId: 61, path: paths.courseSefa },
  { courseId: 62, path: paths.courseSiri },
  { courseId: 69, path: paths.courseSdfe },
] as const;

export function courseDetailPath(courseId: number): string | undefined {
  return COURSE_DETAIL_PAGES.find((page) => page.courseId === courseId)?.path;
}

/** Where a course card leads: the purchase page for the featured course, else its description. */
export function coursePagePath(courseId: number): string {
  return courseId === FEATURED_COURSE_ID ? paths.productPage : paths.courseDescriptionOf(courseId);
}
