import { Alert, Button, toast } from '@academy/ui-kit';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/error-message.ts';
import { EmailField } from '../../shared/account-fields.tsx';
import { AuthCard } from './AuthCard.tsx';
import styles from './auth.module.css';
import { useRequestPasswordResetMutation } from './authApi.ts';

export function ForgetPasswordPage() {
  const [requestReset, { isLoading, isSuccess }] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      await requestReset({ email: email.trim() }).unwrap();
      toast.success('Password reset request successful!');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to send password reset request'));
    }
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your e-mail and we will send you a link to reset it"
      footer={
        <>
          Remembered it? <Link to="/login">Back to login</Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={onSubmit}>
        {isSuccess ? (
          <Alert tone="success" title="Check your inbox">
            If an account exists for {email}, a reset link is on its way.
          </Alert>
        ) : null}
        <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
        <Button type="submit" fullWidth size="lg" busy={isLoading} busyText="Sending...">
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}
