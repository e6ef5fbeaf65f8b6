import type { Course } from '@academy/contracts';
import { Badge, Card, Group, Split, Stack } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths/paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import pageStyles from '../../shared/page.module.css';
import textStyles from '../../shared/text.module.css';
import { previewPath } from '../preview/preview-paths.ts';
import { CourseReviews } from '../reviews/CourseReviews.tsx';
import { AddToCartAction } from './AddToCartAction.tsx';
import { CheckList } from './CheckList.tsx';
import { CourseAside } from './CourseAside.tsx';
import { CourseFacts } from './CourseFacts.tsx';
import { CourseGate } from './CourseGate.tsx';
import { FEATURED_COURSE_ID } from './course-list.ts';
import { courseDetailPath } from './course-pages.ts';
import styles from './courses.module.css';
import { EnrolAction } from './EnrolAction.tsx';
import '../../shared/i18n/en-screens/courses.ts';

export interface CourseOverviewProps {
  courseId: number | undefined;
  /** Buy through the cart ('Add To Cart') rather than enrolling directly. @default false */
  purchase?: boolean;
}

/** A course's public page: what it teaches, its facts and price, and how to enrol or buy it. */
export function CourseOverview({ courseId, purchase = false }: CourseOverviewProps) {
  return (
    <CourseGate courseId={courseId}>
      {(course) => <Overview course={course} purchase={purchase} />}
    </CourseGate>
  );
}

function Overview({ course, purchase }: { course: Course; purchase: boolean }) {
  const { t } = useTranslation();
  const detailPath = courseDetailPath(course.id);
  return (
    <Split columns="minmax(0, 1fr) 22rem" gap="8">
      <Stack gap="6">
        <Group gap="2">
          <Badge tone="brand">{course.category}</Badge>
          {course.courseCode ? (
            <span className={`${textStyles.mutedSmall} ${styles.code}`}>{course.courseCode}</span>
          ) : null}
        </Group>
        <h1 className={pageStyles.title}>{course.title}</h1>
        <p className={`${textStyles.mutedParagraph} ${styles.lead}`}>{course.description}</p>
        <CourseFacts course={course} />
        {course.highlights.length > 0 ? (
          <Card padding="lg">
            <h2 className={textStyles.sectionTitle}>{t('courses.highlights')}</h2>
            <CheckList items={course.highlights} label={t('courses.highlights')} />
          </Card>
        ) : null}
        <CourseReviews courseId={course.id} />
      </Stack>
      <CourseAside course={course} variant="elevated">
        <Stack gap="2">
          {/* A free course is never bought: it is enrolled in at once, whatever page it is on. */}
          {purchase && course.priceMinor > 0 ? (
            <AddToCartAction course={course} fullWidth />
          ) : course.id === FEATURED_COURSE_ID ? (
            <ButtonLink to={paths.productPage} fullWidth>
              {t('courses.viewPurchaseOptions')}
            </ButtonLink>
          ) : (
            <EnrolAction courseId={course.id} course={course} fullWidth />
          )}
          {course.previewVideo ? (
            <ButtonLink to={previewPath(course.id)} variant="secondary" fullWidth>
              {t('courses.watchPreview')}
            </ButtonLink>
          ) : null}
          {detailPath ? (
            <ButtonLink to={detailPath} variant="secondary" fullWidth>
              {t('courses.courseDetails')}
            </ButtonLink>
          ) : null}
        </Stack>
        <p className={textStyles.muted}>{t('courses.selfPacedWithACertificate')}</p>
      </CourseAside>
    </Split>
  );
}
