import type { AdminUser, Role } from '@academy/contracts';
import { Badge, Button, ConfirmDialog, Select } from '@academy/ui-kit';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastOutcome } from '../../shared/toast-outcome.ts';
import { useSetUserRoleMutation, useSetUserSuspendedMutation } from './adminUsersApi.ts';

const roleOptions = (t: TFunction) => [
  { value: 'USER', label: t('adminUsers.learner') },
  { value: 'ADMIN', label: t('adminUsers.administrator') },
];

/** Whether the account may log in. */
export function UserStatusBadge({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  return user.suspended ? (
    <Badge tone="danger">{t('adminUsers.suspended')}</Badge>
  ) : (
    <Badge tone="success">{t('adminUsers.active')}</Badge>
  );
}

/**
 * The account's role; choosing another asks first, since the change signs the account out everywhere.
 * An administrator's own role cannot be changed here (`self`), which the auth service also refuses.
 * `hideLabel` under a column header that already says "Role": the hidden label then names the account too,
 * so a screen reader going down the table hears whose role each select changes.
 */
export function UserRoleSelect({
  user,
  self,
  hideLabel = false,
}: {
  user: AdminUser;
  self: boolean;
  hideLabel?: boolean;
}) {
  const { t } = useTranslation();
  const [setRole, { isLoading }] = useSetUserRoleMutation();
  const name = user.fullName;
  const [chosen, setChosen] = useState<Role | null>(null);
  return (
    <>
      <Select
        label={hideLabel ? t('adminUsers.roleOf', { name }) : t('adminUsers.role')}
        hideLabel={hideLabel}
        options={roleOptions(t)}
        value={user.role}
        disabled={self || isLoading}
        hint={self ? t('adminUsers.yourOwnAccount') : undefined}
        onValueChange={(value) => setChosen(value as Role)}
      />
      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={(open) => {
          if (!open) setChosen(null);
        }}
        title={t(
          chosen === 'ADMIN'
            ? 'adminUsers.makeAdministrator'
            : chosen === 'USER'
              ? 'adminUsers.makeLearner'
              : 'adminUsers.makeNone',
          { name },
        )}
        description={t('adminUsers.roleChangeNote', { name })}
        confirmLabel={t('adminUsers.changeRole')}
        onConfirm={() => {
          if (!chosen) return;
          void toastOutcome(
            setRole({ id: user.id, role: chosen }).unwrap(),
            t(chosen === 'ADMIN' ? 'adminUsers.nowAdministrator' : 'adminUsers.nowLearner', { name }),
            t('adminUsers.couldNotChangeRole', { name }),
          );
        }}
      />
    </>
  );
}

/** Suspends the account (after asking: it is signed out at once and cannot log in) or reinstates it. */
export function SuspendButton({ user, self }: { user: AdminUser; self: boolean }) {
  const { t } = useTranslation();
  const [setSuspended, { isLoading }] = useSetUserSuspendedMutation();
  const suspend = !user.suspended;
  const name = user.fullName;
  const action = suspend ? t('adminUsers.suspend') : t('adminUsers.reinstate');
  return (
    <ConfirmDialog
      title={t(suspend ? 'adminUsers.suspendQuestion' : 'adminUsers.reinstateQuestion', { name })}
      description={suspend ? t('adminUsers.suspendNote', { name }) : t('adminUsers.reinstateNote', { name })}
      confirmLabel={action}
      tone={suspend ? 'danger' : 'default'}
      onConfirm={() =>
        void toastOutcome(
          setSuspended({ id: user.id, suspended: suspend }).unwrap(),
          t(suspend ? 'adminUsers.isSuspended' : 'adminUsers.isReinstated', { name }),
          t(suspend ? 'adminUsers.couldNotSuspend' : 'adminUsers.couldNotReinstate', { name }),
        )
      }
      trigger={
        <Button
          size="sm"
          variant={suspend ? 'danger' : 'secondary'}
          disabled={self}
          busy={isLoading}
          aria-label={t(suspend ? 'adminUsers.suspendAction' : 'adminUsers.reinstateAction', { name })}
        >
          {action}
        </Button>
      }
    />
  );
}
