import { BookIcon, PlusIcon, ReceiptIcon, Spinner, Stack, UserIcon } from '@academy/ui-kit';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message.ts';
import { paths } from '../../app/paths/paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { type DashboardLink, LinkListCard } from '../../shared/LinkListCard.tsx';
import { LoadFailedAlert } from '../../shared/LoadFailedAlert.tsx';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { StatCard, StatCardGrid } from '../../shared/StatCard.tsx';
import { AdminCourseTable } from '../admin-courses/AdminCourseTable.tsx';
import { SupportInbox } from '../support/SupportInbox.tsx';
import { useUserStatsQuery } from './adminApi.ts';
import { RevenuePanel } from './RevenuePanel.tsx';

const manageLinks = (t: TFunction): DashboardLink[] => [
  {
    to: paths.createCourse,
    label: t('adminDashboard.createACourse'),
    hint: t('adminDashboard.createACourseHint'),
    Icon: PlusIcon,
  },
  {
    to: paths.users,
    label: t('adminDashboard.users'),
    hint: t('adminDashboard.usersHint'),
    Icon: UserIcon,
  },
  {
    to: paths.coupons,
    label: t('adminDashboard.coupons'),
    hint: t('adminDashboard.couponsHint'),
    Icon: ReceiptIcon,
  },
  {
    to: paths.quiz,
    label: t('adminDashboard.addAQuizQuestion'),
    hint: t('adminDashboard.addAQuizQuestionHint'),
    Icon: BookIcon,
  },
];

function percentage(part: number, whole: number): string {
  return whole === 0 ? '0%' : `${Math.round((part / whole) * 100)}%`;
}

export function AdminDashboardPage() {
  const { t } = useTranslation();
  const { data, error, isLoading, isFetching, refetch } = useUserStatsQuery();
  const value = (count: number | undefined) =>
    isLoading ? <Spinner size="sm" label={t('adminDashboard.loading')} /> : (count ?? '—');
  return (
    <PageContainer>
      <PageHeader
        eyebrow={t('adminDashboard.eyebrow')}
        title={t('adminDashboard.title')}
        subtitle={t('adminDashboard.subtitle')}
        actions={
          <>
            <ButtonLink to={paths.users} variant="secondary">
              {t('adminDashboard.users')}
            </ButtonLink>
            <ButtonLink to={paths.coupons} variant="secondary">
              {t('adminDashboard.coupons')}
            </ButtonLink>
            <ButtonLink to={paths.createCourse}>
              <PlusIcon /> {t('adminDashboard.newCourse')}
            </ButtonLink>
          </>
        }
      />
      {error ? (
        <LoadFailedAlert
          title={errorMessage(error, t('adminDashboard.failedToLoadStats'))}
          onRetry={() => refetch()}
          retrying={isFetching}
        />
      ) : null}
      <StatCardGrid label={t('adminDashboard.userStatistics')}>
        <StatCard
          label={t('adminDashboard.totalUsers')}
          value={value(data?.allUsersCount)}
          icon={<UserIcon />}
        />
        <StatCard
          label={t('adminDashboard.subscribedUsers')}
          value={value(data?.subscribedUsersCount)}
          icon={<ReceiptIcon />}
        />
        <StatCard
          label={t('adminDashboard.subscriptionRate')}
          value={data ? percentage(data.subscribedUsersCount, data.allUsersCount) : value(undefined)}
          hint={t('adminDashboard.subscribedOutOfAll')}
          icon={<BookIcon />}
        />
      </StatCardGrid>
      <Stack gap="6">
        <RevenuePanel />
        <AdminCourseTable />
        <SupportInbox />
        <LinkListCard title={t('adminDashboard.manage')} links={manageLinks(t)} />
      </Stack>
    </PageContainer>
  );
}
