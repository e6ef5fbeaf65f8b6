import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { CourseBreadcrumb, coursesTrail } from './CourseBreadcrumb.tsx';
import { CourseOverview } from './CourseOverview.tsx';

export interface CoursePageProps {
  courseId: number | undefined;
  /** The breadcrumb's last step, e.g. 'Course description'. */
  crumb: string;
  /** Buy through the cart ('Add To Cart') rather than enrolling directly. @default false */
  purchase?: boolean;
}

/** A course's public page: the breadcrumb, then its overview. */
export function CoursePage({ courseId, crumb, purchase = false }: CoursePageProps) {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <CourseBreadcrumb items={[...coursesTrail(t), { label: crumb }]} />
      <CourseOverview courseId={courseId} purchase={purchase} />
    </PageContainer>
  );
}
