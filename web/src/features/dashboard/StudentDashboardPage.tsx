import {
  BookIcon,
  Button,
  Card,
  CheckIcon,
  EmptyState,
  ReceiptIcon,
  SettingsIcon,
  UserIcon,
} from '@academy/ui-kit';
import { Link } from 'react-router';
import { useAppSelector } from '../../app/store.ts';
import { PageContainer } from '../layout/PageContainer.tsx';
import { PageHeader } from '../layout/PageHeader.tsx';
import { SupportCard } from '../support/SupportCard.tsx';
import styles from './dashboard.module.css';
import { type DashboardLink, LinkListCard } from './LinkListCard.tsx';
import { StatCard } from './StatCard.tsx';

const ACCOUNT_LINKS: DashboardLink[] = [
  { to: '/your-profile', label: 'Profile', hint: 'Manage your account details', Icon: UserIcon },
  { to: '/progress', label: 'Learning Progress', hint: 'See how far you have come', Icon: BookIcon },
  { to: '/orders', label: 'My orders', hint: 'Manage your payments', Icon: ReceiptIcon },
  { to: '/settings', label: 'Settings', hint: 'Customize your preferences', Icon: SettingsIcon },
];

/** The learner's home. Course, quiz and certificate numbers arrive with the learning features. */
export function StudentDashboardPage() {
  const user = useAppSelector(({ auth }) => auth.user);
  const firstName = user?.fullName.split(/\s+/)[0] ?? '';
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Student dashboard"
        title={`Welcome back${firstName ? `, ${firstName}` : ''}!`}
        subtitle="Pick up where you left off, or find something new to learn."
        actions={
          <Button asChild>
            <Link to="/courses">Browse courses</Link>
          </Button>
        }
      />
      <section className={styles.stats} aria-label="Your learning at a glance">
        <StatCard label="Enrolled courses" value="0" hint="Courses you have access to" icon={<BookIcon />} />
        <StatCard label="Quizzes passed" value="0" hint="Across all your courses" icon={<CheckIcon />} />
        <StatCard label="Certificates" value="0" hint="Earned by passing every quiz" icon={<ReceiptIcon />} />
      </section>
      <div className={styles.columns}>
        <Card>
          <h2 className={styles.sectionTitle}>Continue learning</h2>
          <EmptyState
            title="No courses yet"
            description="Courses you enrol in will show up here with your progress."
            action={
              <Button asChild variant="secondary">
                <Link to="/courses">Explore the catalogue</Link>
              </Button>
            }
          />
        </Card>
        <div className={styles.stack}>
          <LinkListCard title="Your account" links={ACCOUNT_LINKS} />
          <SupportCard />
        </div>
      </div>
    </PageContainer>
  );
}
