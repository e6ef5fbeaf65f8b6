import { Alert, Breadcrumb, Card, PriceTag } from '@academy/ui-kit';
import { Loading } from '../../shared/Loading.tsx';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { thumbnailUrl } from '../../shared/thumbnail-url.ts';
import { CourseFacts } from './CourseFacts.tsx';
import { CourseNotFound } from './CourseNotFound.tsx';
import { CourseOutline } from './CourseOutline.tsx';
import { coursePagePath } from './course-pages.ts';
import styles from './courses.module.css';
import { EnrolAction } from './EnrolAction.tsx';
import { useCourse } from './useCourse.ts';
import { useEnrolment } from './useEnrolment.ts';

/** The course-sefa, course-siri and course-sdfe pages: a course's description and module outline. */
export function CourseDetailPage({ courseId }: { courseId: number }) {
  const { course, isLoading, error } = useCourse(courseId);
  const { isEnrolled, isAdmin } = useEnrolment(courseId);
  if (isLoading) {
    return <Loading page label="Loading course" />;
  }
  if (error) {
    return (
      <PageContainer>
        <Alert tone="destructive" title="Failed to load course details" />
      </PageContainer>
    );
  }
  if (!course) return <CourseNotFound />;

  const image = thumbnailUrl(course.thumbnail_path);
  return (
    <PageContainer>
      <div className={styles.breadcrumb}>
        <Breadcrumb
          items={[
            { label: 'Courses', href: '/courses' },
            { label: course.title, href: coursePagePath(course.id) },
            { label: 'Details' },
          ]}
          linkComponent={RouterLink}
        />
      </div>
      <PageHeader
        eyebrow={course.courseCode ?? course.category}
        title={course.title}
        subtitle={course.description}
        actions={<EnrolAction courseId={course.id} course={course} />}
      />
      <div className={styles.overview}>
        <Card padding="lg">
          <h2 className={styles.sectionTitle}>Course outline</h2>
          <CourseOutline courseId={course.id} canView={isEnrolled || isAdmin} />
        </Card>
        <Card padding="lg" className={styles.aside}>
          {image ? <img className={styles.hero} src={image} alt="" /> : null}
          <PriceTag
            amount={course.priceMinor}
            originalAmount={course.originalPriceMinor ?? undefined}
            currency={course.currency}
            size="lg"
          />
          <CourseFacts course={course} />
        </Card>
      </div>
    </PageContainer>
  );
}
