import type { AdminUser, Role } from '@academy/contracts';
import { Badge, Button, ConfirmDialog, Select } from '@academy/ui-kit';
import { useState } from 'react';
import { toastOutcome } from '../../shared/toast-outcome.ts';
import { useSetUserRoleMutation, useSetUserSuspendedMutation } from './adminUsersApi.ts';

const ROLE_OPTIONS = [
  { value: 'USER', label: 'Learner' },
  { value: 'ADMIN', label: 'Administrator' },
];
const roleName = (role: Role) => (role === 'ADMIN' ? 'an administrator' : 'a learner');

/** Whether the account may log in. */
export function UserStatusBadge({ user }: { user: AdminUser }) {
  return user.suspended ? <Badge tone="danger">Suspended</Badge> : <Badge tone="success">Active</Badge>;
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
  const [setRole, { isLoading }] = useSetUserRoleMutation();
  const [chosen, setChosen] = useState<Role | null>(null);
  return (
    <>
      <Select
        label={hideLabel ? `Role of ${user.fullName}` : 'Role'}
        hideLabel={hideLabel}
        options={ROLE_OPTIONS}
        value={user.role}
        disabled={self || isLoading}
        hint={self ? 'Your own account' : undefined}
        onValueChange={(value) => setChosen(value as Role)}
      />
      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={(open) => {
          if (!open) setChosen(null);
        }}
        title={`Make ${user.fullName} ${chosen ? roleName(chosen) : ''}?`}
        description={`${user.fullName} is signed out everywhere and gets the new role at their next login.`}
        confirmLabel="Change role"
        onConfirm={() => {
          if (!chosen) return;
          void toastOutcome(
            setRole({ id: user.id, role: chosen }).unwrap(),
            `${user.fullName} is now ${roleName(chosen)}`,
            `Could not change ${user.fullName}'s role. Please try again.`,
          );
        }}
      />
    </>
  );
}

/** Suspends the account (after asking: it is signed out at once and cannot log in) or reinstates it. */
export function SuspendButton({ user, self }: { user: AdminUser; self: boolean }) {
  const [setSuspended, { isLoading }] = useSetUserSuspendedMutation();
  const suspend = !user.suspended;
  const action = suspend ? 'Suspend' : 'Reinstate';
  return (
    <ConfirmDialog
      title={suspend ? `Suspend ${user.fullName}?` : `Reinstate ${user.fullName}?`}
      description={
        suspend
          ? `${user.fullName} is signed out everywhere at once and cannot log in until reinstated.`
          : `${user.fullName} can log in again.`
      }
      confirmLabel={action}
      tone={suspend ? 'danger' : 'default'}
      onConfirm={() =>
        void toastOutcome(
          setSuspended({ id: user.id, suspended: suspend }).unwrap(),
          suspend ? `${user.fullName} is suspended` : `${user.fullName} is reinstated`,
          `Could not ${action.toLowerCase()} ${user.fullName}. Please try again.`,
        )
      }
      trigger={
        <Button
          size="sm"
          variant={suspend ? 'danger' : 'secondary'}
          disabled={self}
          busy={isLoading}
          aria-label={`${action} ${user.fullName}`}
        >
          {action}
        </Button>
      }
    />
  );
}
