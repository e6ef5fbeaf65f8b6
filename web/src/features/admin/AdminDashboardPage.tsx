import { BookIcon, Button, PlusIcon, ReceiptIcon, Spinner, UserIcon } from '@academy/ui-kit';
import { Link } from 'react-router';
import { errorMessage } from '../../api/error-message.ts';
import { appPath } from '../../app/paths/app-paths.ts';
import { AdminCourseTable } from '../admin-courses/AdminCourseTable.tsx';
import dashboardStyles from '../dashboard/dashboard.module.css';
import { type DashboardLink, LinkListCard } from '../dashboard/LinkListCard.tsx';
import { StatCard } from '../dashboard/StatCard.tsx';
import { LoadFailedAlert } from '../layout/LoadFailedAlert.tsx';
import { PageContainer } from '../layout/PageContainer.tsx';
import { PageHeader } from '../layout/PageHeader.tsx';
import { useUserStatsQuery } from './adminApi.ts';

const MANAGE_LINKS: DashboardLink[] = [
  {
    to: appPath('/course/create'),
    label: 'Create a course',
    hint: 'Add a course with its thumbnail and lectures',
    Icon: PlusIcon,
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
          <Button asChild>
            <Link to={appPath('/course/create')}>
              <PlusIcon /> New course
            </Link>
          </Button>
        }
      />
      {error ? (
        <LoadFailedAlert
          title={errorMessage(error, 'Failed to load stats')}
          onRetry={() => refetch()}
          retrying={isFetching}
        />
      ) : null}
      <section className={dashboardStyles.stats} aria-label="User statistics">
        <StatCard label="Total users" value={value(data?.allUsersCount)} icon={<UserIcon />} />
        <StatCard label="Subscribed users" value={value(data?.subscribedUsersCount)} icon={<ReceiptIcon />} />
        <StatCard
          label="Subscription rate"
          value={data ? percentage(data.subscribedUsersCount, data.allUsersCount) : value(undefined)}
          hint="Subscribed users out of all users"
          icon={<BookIcon />}
        />
      </section>
      <div className={dashboardStyles.stack}>
        <AdminCourseTable />
        <LinkListCard title="Manage" links={MANAGE_LINKS} />
      </div>
    </PageContainer>
  );
}
