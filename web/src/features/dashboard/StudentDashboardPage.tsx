import {
  Alert,
  BookIcon,
  Card,
  CheckIcon,
  EmptyState,
  ReceiptIcon,
  SettingsIcon,
  Split,
  Stack,
  UserIcon,
} from '@academy/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message.ts';
import { paths } from '../../app/paths/paths.ts';
import { useAppSelector } from '../../app/store.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { type DashboardLink, LinkListCard } from '../../shared/LinkListCard.tsx';
import { Loading } from '../../shared/Loading.tsx';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { StatCard, StatCardGrid } from '../../shared/StatCard.tsx';
import textStyles from '../../shared/text.module.css';
import { EnrolledCourseList } from '../progress/EnrolledCourseList.tsx';
import { useStudentCountsQuery, useStudentDashboardQuery } from '../progress/progressApi.ts';
import { RecentActivityCard } from '../progress/RecentActivityCard.tsx';
import { SupportCard } from '../support/SupportCard.tsx';
import { CertificatesCard } from './CertificatesCard.tsx';
import styles from './dashboard.module.css';
import '../../shared/i18n/en-screens/dashboard.ts';

/** Label and hint are keys, shown through `t`. */
const ACCOUNT_LINKS: DashboardLink[] = [
  {
    to: paths.yourProfile,
    label: 'dashboard.linkProfile',
    hint: 'dashboard.linkProfileHint',
    Icon: UserIcon,
  },
  {
    to: paths.progress,
    label: 'dashboard.linkLearningProgress',
    hint: 'dashboard.linkLearningProgressHint',
    Icon: BookIcon,
  },
  {
    to: paths.studentTest,
    label: 'dashboard.linkTests',
    hint: 'dashboard.linkTestsHint',
    Icon: CheckIcon,
  },
  { to: paths.result, label: 'dashboard.linkResults', hint: 'dashboard.linkResultsHint', Icon: CheckIcon },
  {
    to: paths.orders,
    label: 'dashboard.linkMyOrders',
    hint: 'dashboard.linkMyOrdersHint',
    Icon: ReceiptIcon,
  },
  {
    to: paths.settings,
    label: 'dashboard.linkSettings',
    hint: 'dashboard.linkSettingsHint',
    Icon: SettingsIcon,
  },
];

/** The learner's home: numbers, courses with progress, certificates and recent activity. */
export function StudentDashboardPage() {
  const { t } = useTranslation();
  const user = useAppSelector(({ auth }) => auth.user);
  const firstName = user?.fullName.split(/\s+/)[0] ?? '';
  const counts = useStudentCountsQuery(user?.id ?? skipToken);
  const dashboard = useStudentDashboardQuery(user?.id ?? skipToken);
  const numbers = counts.data?.counts;
  const show = (value: number | undefined) => (value === undefined ? '–' : String(value));
  const courses = dashboard.data?.data.courses ?? [];

  return (
    <PageContainer>
      <PageHeader
        eyebrow={t('dashboard.studentDashboard')}
        title={t('dashboard.welcomeBack', { value1: firstName ? `, ${firstName}` : '' })}
        subtitle={t('dashboard.pickUpWhereYouLeft')}
        actions={<ButtonLink to={paths.courses}>{t('dashboard.browseCourses')}</ButtonLink>}
      />
      {counts.error ? (
        <div className={styles.notice}>
          <Alert tone="destructive" title={errorMessage(counts.error, 'Failed to fetch counts')} />
        </div>
      ) : null}
      <StatCardGrid label={t('dashboard.yourLearningAtAGlance')}>
        <StatCard
          label={t('dashboard.enrolledCourses')}
          value={show(numbers?.enrolledCourses)}
          hint={t('dashboard.coursesYouHaveAccessTo')}
          icon={<BookIcon />}
        />
        <StatCard
          label={t('dashboard.quizzesPassed')}
          value={show(numbers?.quizzesPassed)}
          hint={t('dashboard.acrossAllYourCourses')}
          icon={<CheckIcon />}
        />
        <StatCard
          label={t('dashboard.certificates')}
          value={show(numbers?.certificates)}
          hint={t('dashboard.earnedByPassingEveryQuiz')}
          icon={<ReceiptIcon />}
        />
      </StatCardGrid>
      <Split columns="2fr 1fr" from="60rem">
        <Stack gap="6">
          <Card>
            <h2 className={textStyles.sectionTitle}>{t('dashboard.continueLearning')}</h2>
            {dashboard.error ? (
              <Alert
                tone="destructive"
                title={errorMessage(dashboard.error, 'Failed to fetch dashboard data')}
              />
            ) : dashboard.isLoading ? (
              <Loading label={t('dashboard.loadingYourCourses')} />
            ) : courses.length > 0 ? (
              <EnrolledCourseList courses={courses} />
            ) : (
              <EmptyState
                title={t('dashboard.noCoursesYet')}
                description={t('dashboard.coursesYouEnrolInWill')}
                action={
                  <ButtonLink to={paths.courses} variant="secondary">
                    {t('dashboard.exploreTheCatalogue')}
                  </ButtonLink>
                }
              />
            )}
          </Card>
          <CertificatesCard userId={user?.id} />
        </Stack>
        <Stack gap="6">
          <RecentActivityCard userId={user?.id} />
          <LinkListCard
            title={t('dashboard.yourAccount')}
            links={ACCOUNT_LINKS.map((link) => ({ ...link, label: t(link.label), hint: t(link.hint) }))}
          />
          <SupportCard />
        </Stack>
      </Split>
    </PageContainer>
  );
}
