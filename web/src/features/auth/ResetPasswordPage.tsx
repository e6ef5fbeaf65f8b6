import { Button, PasswordField, toast } from '@academy/ui-kit';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../api/error-message.ts';
import { ConfirmPasswordField } from '../../shared/account-fields.tsx';
import { notify } from '../../shared/notify.tsx';
import { AuthCard } from './AuthCard.tsx';
import styles from './auth.module.css';
import { useResetPasswordMutation } from './authApi.ts';
import { PASSWORDS_DO_NOT_MATCH } from './password-change.ts';

export function ResetPasswordPage() {
  const { resetToken = '' } = useParams();
  const navigate = useNavigate();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (password !== confirmPassword) {
      notify('error', PASSWORDS_DO_NOT_MATCH.title, PASSWORDS_DO_NOT_MATCH.description);
      return;
    }
    try {
      await resetPassword({ resetToken, password }).unwrap();
      toast.success('Password reset successful!');
      navigate('/login');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to reset password'));
    }
  }

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Your new password must be at least 8 characters long"
      footer={<Link to="/login">Back to login</Link>}
    >
      <form className={styles.form} onSubmit={onSubmit}>
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          minLength={8}
          maxLength={128}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        <ConfirmPasswordField
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        <Button type="submit" fullWidth size="lg" busy={isLoading} busyText="Saving...">
          Reset password
        </Button>
      </form>
    </AuthCard>
  );
}
