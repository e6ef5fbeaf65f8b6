import type { ChangePasswordBody, MessageReply } from '@academy/contracts';
import { Button, Group, PasswordField, Stack } from '@academy/ui-kit';
import { type ChangeEvent, type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message.ts';
import { ConfirmPasswordField, NewPasswordField, newPasswordHint } from '../../shared/account-fields.tsx';
import { notify } from '../../shared/notify.tsx';
import { toast } from '../../shared/toast.ts';
import styles from './auth.module.css';
import { type PasswordChangeFields, passwordChangeProblem } from './password-change.ts';

const EMPTY: PasswordChangeFields = { currentPassword: '', newPassword: '', confirmPassword: '' };

export interface ChangePasswordFormProps {
  /** Sends the change; rejects with the RTK Query error on failure. */
  submit: (body: ChangePasswordBody) => Promise<MessageReply>;
  onChanged?: () => void;
  /** Extra controls beside the submit button, e.g. a dialog's Cancel. */
  secondaryAction?: ReactNode;
}

/** Current, new and confirmed password; nothing is sent unless all three are filled and the new ones match. */
export function ChangePasswordForm({ submit, onChanged, secondaryAction }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const [fields, setFields] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof PasswordChangeFields) => (event: ChangeEvent<HTMLInputElement>) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = passwordChangeProblem(fields);
    if (problem) {
      notify('error', problem.title, problem.description);
      return;
    }
    setBusy(true);
    try {
      await submit({ currentPassword: fields.currentPassword, newPassword: fields.newPassword });
      toast.success('Password changed!');
      setFields(EMPTY);
      onChanged?.();
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to change password'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="4" as="form" onSubmit={onSubmit} noValidate>
      <PasswordField
        label={t('auth.currentPassword')}
        name="currentPassword"
        autoComplete="current-password"
        value={fields.currentPassword}
        onChange={set('currentPassword')}
        required
      />
      <NewPasswordField
        name="newPassword"
        hint={newPasswordHint()}
        value={fields.newPassword}
        onChange={set('newPassword')}
      />
      <ConfirmPasswordField value={fields.confirmPassword} onChange={set('confirmPassword')} />
      <Group gap="3" justify="end" align="stretch" wrap={false} className={styles.actions}>
        {secondaryAction}
        <Button type="submit" busy={busy} busyText={t('auth.changing')}>
          {t('auth.changePassword')}
        </Button>
      </Group>
    </Stack>
  );
}
