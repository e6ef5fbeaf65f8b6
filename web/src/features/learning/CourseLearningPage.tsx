import { Button, EmptyState, FullPageSpinner, Stack } from '@academy/ui-kit';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CertificatePanel } from '../certificates/CertificatePanel.tsx';
import { useCourseDetailsQuery } from '../courses/coursesApi.ts';
import { ContentView } from './ContentView.tsx';
import styles from './CourseLearningPage.module.css';
import { CourseSidebar } from './CourseSidebar.tsx';
import { buildOutline, type ContentItem, findContent, initialSelection } from './course-outline.ts';
import { readCourseParams } from './course-params.ts';
import { EnrolPrompt } from './EnrolPrompt.tsx';
import { LearningHeader } from './LearningHeader.tsx';
import { useCourseCompletions } from './useCourseCompletions.ts';
import '../../shared/i18n/en-screens/learning.ts';

/** The course learning screen: course content beside the selected item, the certificate below. */
export function CourseLearningPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { courseId, wanted } = readCourseParams(search);
  const details = useCourseDetailsQuery(courseId);
  const course = details.currentData;
  const notEnrolled = details.error && 'status' in details.error && details.error.status === 403;
  const completed = useCourseCompletions(courseId, course !== undefined);

  const [chosen, setChosen] = useState<ContentItem | null>(null);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [playing, setPlaying] = useState(false);
  const selected = course
    ? chosen
      ? findContent(course, chosen.kind, chosen.item.id)
      : initialSelection(course, wanted)
    : null;
  const outline = useMemo(() => (course ? buildOutline(course, completed) : []), [course, completed]);

  const reload = async () => (await details.refetch()).isSuccess;
  const onSelect = (content: ContentItem) => {
    setChosen(content);
    setPlaying(false);
    setSidebarOpen(false);
  };

  let body: ReactNode;
  if (details.isLoading) {
    body = <FullPageSpinner label={t('learning.loadingCourse')} />;
  } else if (notEnrolled) {
    body = <EnrolPrompt courseId={courseId} reload={reload} />;
  } else if (details.error && !course) {
    body = (
      <EmptyState
        title={t('learning.failedToLoadCourseDetails')}
        action={
          <Button variant="secondary" onClick={() => void details.refetch()}>
            {t('learning.retry')}
          </Button>
        }
      />
    );
  } else if (!course || course.modules.length === 0) {
    body = <EmptyState title={t('learning.noCourseDetailsAvailable')} />;
  } else {
    body = (
      <div className={styles.layout}>
        <aside
          id="course-sidebar"
          className={styles.sidebar}
          data-open={sidebarOpen || undefined}
          data-dimmed={playing || undefined}
        >
          <CourseSidebar outline={outline} selected={selected} onSelect={onSelect} />
        </aside>
        <Stack gap="6" className={styles.main}>
          <ContentView selected={selected} completed={completed} onPlayingChange={setPlaying} />
          <CertificatePanel courseId={courseId} courseTitle={course.title} />
        </Stack>
      </div>
    );
  }

  return (
    <Stack gap="0" className={styles.screen}>
      <LearningHeader
        title={course?.title ?? t('learning.courseContent')}
        sidebarOpen={sidebarOpen}
        onToggleSidebar={() => setSidebarOpen((open) => !open)}
      />
      <main id="main" className={styles.body}>
        {body}
      </main>
    </Stack>
  );
}
