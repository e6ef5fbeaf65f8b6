import type { AdminUser } from '@academy/contracts';
import { Card, Group } from '@academy/ui-kit';
import { formatDate } from '../../shared/dates.ts';
import styles from '../admin-courses/AdminCourseTable.module.css';
import { SuspendButton, UserRoleSelect, UserStatusBadge } from './UserActions.tsx';

/** The user table on a small screen: one card per account instead of a table wider than the phone. */
export function AdminUserCards({ users, selfId }: { users: AdminUser[]; selfId: string | undefined }) {
  if (users.length === 0) return <p className={styles.cards}>No users found.</p>;
  return (
    <ul className={styles.cards} aria-label="Users">
      {users.map((user) => (
        <li key={user.id}>
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
            <UserRoleSelect user={user} self={user.id === selfId} />
            <Group justify="end">
              <SuspendButton user={user} self={user.id === selfId} />
            </Group>
          </Card>
        </li>
      ))}
    </ul>
  );
}
