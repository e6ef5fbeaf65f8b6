import type { AdminUser } from '@academy/contracts';
import { Card, Group } from '@academy/ui-kit';
import { formatDate } from '../../shared/dates.ts';
import styles from '../admin-courses/AdminCourseTable.module.css';
import { SuspendButton, UserRoleSelect, UserStatusBadge } from './UserActions.tsx';

/** One account of the user table on a small screen, in place of a table row wider than the phone. */
export function AdminUserCard({ user, self }: { user: AdminUser; self: boolean }) {
  return (
    <Card padding="md" className={styles.card}>
      <span className={styles.cardTitle}>{user.fullName}</span>
      <dl className={styles.cardFacts}>
        <div>
          <dt>E-mail</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <UserStatusBadge user={user} />
          </dd>
        </div>
        <div>
          <dt>Joined</dt>
          <dd>{formatDate(user.createdAt)}</dd>
        </div>
      </dl>
      <UserRoleSelect user={user} self={self} />
      <Group justify="end">
        <SuspendButton user={user} self={self} />
      </Group>
    </Card>
  );
}
