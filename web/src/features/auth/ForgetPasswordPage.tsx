import { Alert, Button, Stack } from '@academy/ui-kit';
import { type FormEvent, useState } from 'react';
import { EmailField } from '../../shared/account-fields.tsx';
import { toastOutcome } from '../../shared/toast-outcome.ts';
import { AuthCard } from './AuthCard.tsx';
import { useRequestPasswordResetMutation } from './authApi.ts';

export function ForgetPasswordPage() {
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
      title="Forgot your password?"
      subtitle="Enter your e-mail and we will send you a link to reset it"
      footer={{ lead: 'Remembered it?', to: '/login', label: 'Back to login' }}
    >
      <Stack gap="4" as="form" onSubmit={onSubmit}>
        {isSuccess ? (
          <Alert tone="success" title="Check your inbox">
            If an account exists for {email}, a reset link is on its way.
          </Alert>
        ) : null}
        <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
        <Button type="submit" fullWidth size="lg" busy={isLoading} busyText="Sending...">
          Send reset link
        </Button>
      </Stack>
    </AuthCard>
  );
}
