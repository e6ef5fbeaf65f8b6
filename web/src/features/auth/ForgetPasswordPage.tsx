import { Alert, Button, Stack } from '@academy/ui-kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths/paths.ts';
import { EmailField } from '../../shared/account-fields.tsx';
import { toastOutcome } from '../../shared/toast-outcome.ts';
import { AuthCard } from './AuthCard.tsx';
import { useRequestPasswordResetMutation } from './authApi.ts';

export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const [requestReset, { isLoading, isSuccess }] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await toastOutcome(
      requestReset({ email: email.trim() }).unwrap(),
      'Password reset request successful!',
      'Failed to send password reset request',
    );
  }

  return (
    <AuthCard
      title={t('auth.forgotYourPassword')}
      subtitle={t('auth.enterYourEMailAnd')}
      footer={{ lead: t('auth.rememberedIt'), to: paths.login, label: t('auth.backToLogin') }}
    >
      <Stack gap="4" as="form" onSubmit={onSubmit}>
        {isSuccess ? (
          <Alert tone="success" title={t('auth.checkYourInbox')}>
            {t('auth.ifAnAccountExistsFor')} {email}
            {t('auth.aResetLinkIsOn')}
          </Alert>
        ) : null}
        <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
        <Button type="submit" fullWidth size="lg" busy={isLoading} busyText={t('auth.sending')}>
          {t('auth.sendResetLink')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
