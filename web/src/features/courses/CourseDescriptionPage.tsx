import { useSearchParams } from 'react-router';
import { CoursePage } from './CoursePage.tsx';

/** `/course/description?courseId=N`: any course's public page. */
export function CourseDescriptionPage() {
  const [params] = useSearchParams();
  const courseId = Number(params.get('courseId'));
  return (
    <CoursePage
      courseId={Number.isInteger(courseId) && courseId > 0 ? courseId : undefined}
      crumb="Course description"
    />
  );
}
