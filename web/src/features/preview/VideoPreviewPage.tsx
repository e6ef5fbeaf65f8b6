import type { Course } from '@academy/contracts';
import { EmptyState, Spinner } from '@academy/ui-kit';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { lazyComponent } from '../../app/lazy-component.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { CourseGate } from '../courses/CourseGate.tsx';
import { parseCourseId } from '../courses/course-id.ts';
import { FEATURED_COURSE_ID } from '../courses/course-list.ts';
import styles from './preview.module.css';
import { previewCoursePath } from './preview-paths.ts';
import '../../shared/i18n/en-screens/preview.ts';

// The learning screen's player; the library is large, so it loads with this page's video only.
const VideoPlayer = lazyComponent(() => import('../learning/VideoPlayer.tsx'), 'VideoPlayer');

/** `/video` (`?courseId=`, default the featured course): a course's public preview, with captions. */
export function VideoPreviewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('courseId');
  const courseId = raw === null ? FEATURED_COURSE_ID : parseCourseId(raw);
  return (
    <CourseGate courseId={courseId} loadingLabel={t('preview.loadingThePreview')} page>
      {(course) => <CoursePreview course={course} />}
    </CourseGate>
  );
}

function CoursePreview({ course }: { course: Course }) {
  const { t } = useTranslation();
  const coursePath = previewCoursePath(course.id);
  return (
    <PageContainer>
      <PageHeader
        eyebrow={t('preview.coursePreview')}
        title={course.title}
        subtitle={course.previewVideo?.title}
        actions={
          <ButtonLink to={coursePath} variant="secondary">
            {t('preview.viewCourse')}
          </ButtonLink>
        }
      />
      {course.previewVideo ? (
        <div className={styles.player}>
          <Suspense fallback={<Spinner size="lg" label={t('preview.loadingThePlayer')} />}>
            <VideoPlayer video={course.previewVideo} kind="main" />
          </Suspense>
        </div>
      ) : (
        <EmptyState
          title={t('preview.noPreviewForThisCourse')}
          description={t('preview.itsPageTellsYouWhat')}
          action={<ButtonLink to={coursePath}>{t('preview.viewCourse')}</ButtonLink>}
        />
      )}
    </PageContainer>
  );
}
