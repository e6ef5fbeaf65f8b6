import { CoursePage } from './CoursePage.tsx';
import { COURSE_DETAIL_PAGES } from './course-pages.ts';

const SEFA_COURSE_ID = COURSE_DETAIL_PAGES[0].courseId;

/** `/courses/sefa`: the public page of the email forensics course. */
export function SefaCoursePage() {
  return <CoursePage courseId={SEFA_COURSE_ID} crumb="Email forensics" />;
}
