import { BookIcon, PlusIcon, ReceiptIcon, Spinner, Stack, UserIcon } from '@academy/ui-kit';
import { errorMessage } from '../../api/error-message.ts';
import { appPath } from '../../app/paths/app-paths.ts';
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

const MANAGE_LINKS: DashboardLink[] = [
  {
    to: appPath('/course/create'),
    label: 'Create a course',
    hint: 'Add a course with its thumbnail and lectures',
    Icon: PlusIcon,
  },
  {
    to: '/users',
    label: 'Users',
    hint: 'Find an account, change its role, suspend or reinstate it',
    Icon: UserIcon,
  },
  {
    to: '/coupons',
    label: 'Coupons',
    hint: 'Create discount codes, see their redemptions, disable them',
    Icon: ReceiptIcon,
  },
  {
    to: '/quiz',
    label: 'Add a quiz question',
    hint: 'Pick a quiz in a course editor, then write its questions',
    Icon: BookIcon,
  },
];

function percentage(part: number, whole: number): string {
  return whole === 0 ? '0%' : `${Math.round((part / whole) * 100)}%`;
}

export function AdminDashboardPage() {
  const { data, error, isLoading, isFetching, refetch } = useUserStatsQuery();
  const value = (count: number | undefined) =>
    isLoading ? <Spinner size="sm" label="Loading" /> : (count ?? '—');
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Admin"
        title="Admin dashboard"
        subtitle="Users, courses and payments at a glance."
        actions={
          <>
            <ButtonLink to="/users" variant="secondary">
              Users
            </ButtonLink>
            <ButtonLink to="/coupons" variant="secondary">
              Coupons
            </ButtonLink>
            <ButtonLink to={appPath('/course/create')}>
              <PlusIcon /> New course
            </ButtonLink>
          </>
        }
      />
      {error ? (
        <LoadFailedAlert
          title={errorMessage(error, 'Failed to load stats')}
          onRetry={() => refetch()}
          retrying={isFetching}
        />
      ) : null}
      <StatCardGrid label="User statistics">
        <StatCard label="Total users" value={value(data?.allUsersCount)} icon={<UserIcon />} />
        <StatCard label="Subscribed users" value={value(data?.subscribedUsersCount)} icon={<ReceiptIcon />} />
        <StatCard
          label="Subscription rate"
          value={data ? percentage(data.subscribedUsersCount, data.allUsersCount) : value(undefined)}
          hint="Subscribed users out of all users"
          icon={<BookIcon />}
        />
      </StatCardGrid>
      <Stack gap="6">
        <RevenuePanel />
        <AdminCourseTable />
        <SupportInbox />
        <LinkListCard title="Manage" links={MANAGE_LINKS} />
      </Stack>
    </PageContainer>
  );
}
