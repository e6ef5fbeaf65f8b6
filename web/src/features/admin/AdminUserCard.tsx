import type { AdminUser } from '@academy/contracts';
import { Card, Group, Stack } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/dates.ts';
import factStyles from '../../shared/facts.module.css';
import styles from '../admin-courses/AdminCourseTable.module.css';
import { SuspendButton, UserRoleSelect, UserStatusBadge } from './UserActions.tsx';

/** One account of the user table on a small screen, in place of a table row wider than the phone. */
export function AdminUserCard({ user, self }: { user: AdminUser; self: boolean }) {
  const { t } = useTranslation();
  return (
    <Card padding="md">
      <Stack gap="3">
        <span className={styles.cardTitle}>{user.fullName}</span>
        <Stack as="dl" gap="1" className={`${factStyles.rows} ${factStyles.small} ${styles.cardFacts}`}>
          <div>
            <dt>{t('adminUsers.eMail')}</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>{t('adminUsers.status')}</dt>
            <dd>
              <UserStatusBadge user={user} />
            </dd>
          </div>
          <div>
            <dt>{t('adminUsers.joined')}</dt>
            <dd>{formatDate(user.createdAt)}</dd>
          </div>
        </Stack>
        <UserRoleSelect user={user} self={self} />
        <Group justify="end">
          <SuspendButton user={user} self={self} />
        </Group>
      </Stack>
    </Card>
  );
}
