import { Alert, ModuleOutline, Spinner } from '@academy/ui-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import textStyles from '../../shared/text.module.css';
import { useCourseDetailsQuery } from './coursesApi.ts';
import '../../shared/i18n/en-screens/courses.ts';

function isForbidden(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 403;
}

/** The modules of a course with their content counts; only enrolled learners and administrators see them. */
export function CourseOutline({ courseId, canView }: { courseId: number; canView: boolean }) {
  const { t } = useTranslation();
  // A new enrolment reaches the catalogue as an event a moment later: until then it answers 403, so ask again.
  const [accessPending, setAccessPending] = useState(false);
  const { data, error, isLoading } = useCourseDetailsQuery(courseId, {
    skip: !canView,
    pollingInterval: accessPending ? 1500 : 0,
  });
  const forbidden = canView && isForbidden(error);
  useEffect(() => setAccessPending(forbidden), [forbidden]);

  if (!canView) {
    return (
      <Alert tone="info" title={t('courses.enrollToUnlockTheCourse')}>
        {t('courses.theModulesDocumentsVideosAnd')}
      </Alert>
    );
  }
  if (isLoading || accessPending) return <Spinner label={t('courses.loadingTheCourseOutline')} />;
  if (error || !data) return <Alert tone="destructive" title={t('courses.failedToLoadCourseDetails')} />;
  if (data.modules.length === 0)
    return <p className={textStyles.muted}>{t('courses.modulesAreBeingPrepared')}</p>;

  const modules = data.modules.map((module) => ({
    id: module.id,
    title: module.title,
    documents: module.documents.length,
    videos: module.videos.length,
    quizzes: module.quizzes.length,
  }));
  return <ModuleOutline modules={modules} />;
}
