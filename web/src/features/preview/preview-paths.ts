import { paths } from '../../app/paths/paths.ts';
import { FEATURED_COURSE_ID } from '../courses/course-list.ts';

/** Where a course's preview is watched. */
export function previewPath(courseId: number): string {
  return courseId === FEATURED_COURSE_ID ? paths.video : paths.previewOf(courseId);
}

/** Back from a preview: the featured course's purchase page, else the course's page. */
export function previewCoursePath(courseId: number): string {
  return courseId === FEATURED_COURSE_ID ? paths.productPage : paths.course(courseId);
}
