import { useParams } from 'react-router';
import { CoursePage } from './CoursePage.tsx';
import { parseCourseId } from './course-id.ts';

/** `/courses/:courseId` (Order History links here); an id that is not a number is a course not found. */
export function CoursePathPage() {
  const { courseId } = useParams();
  return <CoursePage courseId={parseCourseId(courseId)} crumb="Course" purchase />;
}
