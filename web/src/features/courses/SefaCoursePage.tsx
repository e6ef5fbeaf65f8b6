import { useTranslation } from 'react-i18next';
import { CoursePage } from './CoursePage.tsx';
import { COURSE_DETAIL_PAGES } from './course-pages.ts';
import '../../shared/i18n/en-screens/courses.ts';

const SEFA_COURSE_ID = COURSE_DETAIL_PAGES[0].courseId;

/** `/courses/sefa`: the public page of the email forensics course. */
export function SefaCoursePage() {
  const { t } = useTranslation();
  return <CoursePage courseId={SEFA_COURSE_ID} crumb={t('courses.crumbEmailForensics')} />;
}
