import { Button, Stack } from '@academy/ui-kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths/paths.ts';
import { ConfirmPasswordField, NewPasswordField, newPasswordHint } from '../../shared/account-fields.tsx';
import { notify } from '../../shared/notify.tsx';
import { toastOutcome } from '../../shared/toast-outcome.ts';
import { AuthCard } from './AuthCard.tsx';
import { useResetPasswordMutation } from './authApi.ts';
import { newPasswordProblem, PASSWORDS_DO_NOT_MATCH } from './password-change.ts';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { resetToken = '' } = useParams();
  const navigate = useNavigate();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = password === confirmPassword ? newPasswordProblem(password) : PASSWORDS_DO_NOT_MATCH;
    if (problem) {
      notify('error', problem.title, problem.description);
      return;
    }
    const reset = resetPassword({ resetToken, password }).unwrap();
    if (await toastOutcome(reset, 'Password reset successful!', 'Failed to reset password'))
      navigate(paths.login);
  }

  return (
    <AuthCard
      title={t('auth.chooseANewPassword')}
      subtitle={t('auth.chooseAtLeast10Characters')}
      footer={{ to: paths.login, label: t('auth.backToLogin') }}
    >
      <Stack gap="4" as="form" onSubmit={onSubmit}>
        <NewPasswordField
          name="password"
          hint={newPasswordHint()}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <ConfirmPasswordField
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        <Button type="submit" fullWidth size="lg" busy={isLoading} busyText={t('auth.saving')}>
          {t('auth.resetPassword')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
