import { Breadcrumb } from '@academy/ui-kit';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { CourseOverview } from './CourseOverview.tsx';
import { COURSE_DETAIL_PAGES } from './course-pages.ts';
import styles from './courses.module.css';

const SEFA_COURSE_ID = COURSE_DETAIL_PAGES[0].courseId;

/** `/courses/sefa`: the public page of the email forensics course. */
export function SefaCoursePage() {
  return (
    <PageContainer>
      <div className={styles.breadcrumb}>
        <Breadcrumb
          items={[
            { label: 'Home', href: '/' },
            { label: 'Courses', href: '/courses' },
            { label: 'Email forensics' },
          ]}
          linkComponent={RouterLink}
        />
      </div>
      <CourseOverview courseId={SEFA_COURSE_ID} />
    </PageContainer>
  );
}
