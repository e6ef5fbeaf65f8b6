import { Breadcrumb } from '@academy/ui-kit';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { CourseOverview } from './CourseOverview.tsx';
import styles from './courses.module.css';

/** `/course/description?courseId=N`: any course's public page. */
export function CourseDescriptionPage() {
  const [params] = useSearchParams();
  const courseId = Number(params.get('courseId'));
  return (
    <PageContainer>
      <div className={styles.breadcrumb}>
        <Breadcrumb
          items={[
            { label: 'Home', href: '/' },
            { label: 'Courses', href: '/courses' },
            { label: 'Course description' },
          ]}
          linkComponent={RouterLink}
        />
      </div>
      <CourseOverview courseId={Number.isInteger(courseId) && courseId > 0 ? courseId : undefined} />
    </PageContainer>
  );
}
