import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CoursePage } from './CoursePage.tsx';
import { parseCourseId } from './course-id.ts';
import '../../shared/i18n/en-screens/courses.ts';

/** `/courses/:courseId` (Order History links here); an id that is not a number is a course not found. */
export function CoursePathPage() {
  const { t } = useTranslation();
  const { courseId } = useParams();
  return <CoursePage courseId={parseCourseId(courseId)} crumb={t('courses.crumbCourse')} purchase />;
}
