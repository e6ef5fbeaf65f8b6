import {
  Alert,
  Badge,
  Card,
  FullPageSpinner,
  Group,
  Split,
  Stack,
  useVisibleToastLimit,
} from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths/paths.ts';
import { useAppSelector } from '../../app/store.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { PageContainer } from '../../shared/PageContainer.tsx';
import textStyles from '../../shared/text.module.css';
import { thumbnailUrl } from '../../shared/thumbnail-url.ts';
import { previewPath } from '../preview/preview-paths.ts';
import { AddToCartButton } from './AddToCartButton.tsx';
import paymentOptions from './assets/payment-options.svg';
import { CheckList } from './CheckList.tsx';
import { CourseBreadcrumb, coursesTrail } from './CourseBreadcrumb.tsx';
import { CourseNotFound } from './CourseNotFound.tsx';
import { CoursePrice } from './CoursePrice.tsx';
import { courseFacts } from './course-facts.ts';
import { FEATURED_COURSE_ID } from './course-list.ts';
import { useCoursesQuery, useMyCoursesQuery } from './coursesApi.ts';
import styles from './product.module.css';
import '../../shared/i18n/en-screens/courses.ts';
import pageStyles from '../../shared/page.module.css';

/** `/productpage`: the purchase page of the featured email forensics certification. */
export function ProductPage() {
  const { t } = useTranslation();
  // The purchase page keeps its messages few: at most three toasts at once.
  useVisibleToastLimit(3);
  const isLoggedIn = useAppSelector(({ auth }) => auth.isLoggedIn);
  const courses = useCoursesQuery();
  const myCourses = useMyCoursesQuery(undefined, { skip: !isLoggedIn });

  if (courses.isLoading || myCourses.isLoading)
    return <FullPageSpinner label={t('courses.loadingTheCourse')} />;
  if (courses.error) {
    return (
      <PageContainer>
        <Alert tone="destructive" title={t('courses.failedToLoadCoursesPlease')} />
      </PageContainer>
    );
  }
  const course = courses.data?.find(({ id }) => id === FEATURED_COURSE_ID);
  if (!course) return <CourseNotFound />;
  const isEnrolled = myCourses.data?.courses.some(({ course_id }) => course_id === course.id) ?? false;
  const image = thumbnailUrl(course.thumbnail_path);

  return (
    <PageContainer>
      <CourseBreadcrumb
        items={[
          ...coursesTrail(t),
          { label: t('courses.crumbEmailForensics'), href: paths.course(course.id) },
          { label: t('courses.crumbBuy') },
        ]}
      />
      <Split
        as="section"
        columns="minmax(0, 1fr) minmax(0, 1fr)"
        gap="8"
        className={styles.product}
        aria-labelledby="product-title"
      >
        <div className={styles.media}>
          {image ? <img className={styles.thumbnail} src={image} alt={course.title} /> : null}
        </div>
        <Stack gap="4" align="start">
          <Group gap="2" align="stretch">
            <Badge tone="warning">{t('courses.certification')}</Badge>
            <Badge tone="brand">{t('courses.selfPacedLearning')}</Badge>
          </Group>
          <h1 id="product-title" className={`${textStyles.strongLine} ${styles.title}`}>
            {course.title}
          </h1>
          <p className={`${textStyles.muted} ${styles.code}`}>
            {t('courses.courseCode')} <span>{course.courseCode}</span>
          </p>
          {course.tagline ? <p className={styles.tagline}>{course.tagline}</p> : null}
          <CoursePrice course={course} />
          <Group
            as="ul"
            gap="2"
            align="stretch"
            className={styles.stats}
            aria-label={t('courses.courseAtAGlance')}
          >
            {courseFacts(course.content).map(({ label, phrase }) => (
              <li key={label}>{phrase}</li>
            ))}
          </Group>
          {isEnrolled ? (
            <ButtonLink to={paths.studentDashboard} variant="success" size="lg">
              {t('courses.goToDashboard')}
            </ButtonLink>
          ) : (
            <AddToCartButton course={course} size="lg" />
          )}
          {course.previewVideo ? (
            <ButtonLink to={previewPath(course.id)} variant="secondary" size="lg">
              {t('courses.watchPreview')}
            </ButtonLink>
          ) : null}
          <Stack gap="2" className={`${pageStyles.ruledAbove} ${styles.payment}`}>
            <p className={textStyles.muted}>{t('courses.secureCardPaymentCreditAnd')}</p>
            <img src={paymentOptions} alt={t('courses.cardsAcceptedVisaAndMastercard')} />
          </Stack>
        </Stack>
      </Split>
      <Split columns="1fr 1fr" from="48rem" align="stretch" className={styles.lists}>
        <Card padding="lg">
          <h2 className={textStyles.sectionTitle}>{t('courses.highlights')}</h2>
          <CheckList items={course.highlights} label={t('courses.highlights')} />
        </Card>
        <Card padding="lg">
          <h2 className={textStyles.sectionTitle}>{t('courses.whatYouGet')}</h2>
          <CheckList items={course.whatYouGet} label={t('courses.whatYouGet')} />
        </Card>
      </Split>
      <Card padding="lg">
        <h2 className={textStyles.sectionTitle}>{t('courses.aboutThisCourse')}</h2>
        <Stack gap="3">
          <p className={textStyles.mutedParagraph}>{course.description}</p>
          <p className={textStyles.mutedParagraph}>
            {t('courses.questionsBeforeYouBuy')} <Link to={paths.contact}>{t('courses.contactUs')}</Link>
            {t('courses.weUsuallyReplyWithinA')}
          </p>
        </Stack>
      </Card>
    </PageContainer>
  );
}
