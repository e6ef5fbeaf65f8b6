import { FEATURED_COURSE_ID } from '../courses/course-list.ts';

/** Where a course's preview is watched. */
export function previewPath(courseId: number): string {
  return courseId === FEATURED_COURSE_ID ? '/video' : `/video?courseId=${courseId}`;
}

/** Back from a preview: the featured course's purchase page, else the course's page. */
export function previewCoursePath(courseId: number): string {
  return courseId === FEATURED_COURSE_ID ? '/productpage' : `/courses/${courseId}`;
}
