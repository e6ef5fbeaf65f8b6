import { Breadcrumb } from '@academy/ui-kit';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { CourseOverview } from './CourseOverview.tsx';
import styles from './courses.module.css';

/** Any course's public page with 'Add To Cart': `/courses/:courseId`, and `/course` for visitors. */
export function CoursePage({ courseId }: { courseId: number | undefined }) {
  return (
    <PageContainer>
      <div className={styles.breadcrumb}>
        <Breadcrumb
          items={[{ label: 'Home', href: '/' }, { label: 'Courses', href: '/courses' }, { label: 'Course' }]}
          linkComponent={RouterLink}
        />
      </div>
      <CourseOverview courseId={courseId} purchase />
    </PageContainer>
  );
}
