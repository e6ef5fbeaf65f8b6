import { Button, PasswordField, toast } from '@academy/ui-kit';
import { type FormEvent, useState } from 'react';
import { Link, type Location, Navigate, useLocation } from 'react-router';
import { errorMessage } from '../../api/error-message.ts';
import { useAppSelector } from '../../app/store.ts';
import { EmailField } from '../../shared/account-fields.tsx';
import { AuthCard } from './AuthCard.tsx';
import styles from './auth.module.css';
import { useLoginMutation } from './authApi.ts';
import { landingPath } from './landing.ts';

export function LoginPage() {
  const [login, { isLoading }] = useLoginMutation();
  const user = useAppSelector(({ auth }) => auth.user);
  const from = (useLocation().state as { from?: Location } | null)?.from;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  // Logged in (just now or from an earlier visit): go back to the page that asked for login, or home.
  if (user) return <Navigate replace to={from ?? landingPath(user.role)} />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      await login({ email: email.trim(), password }).unwrap();
      toast.success('Login successful!');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to log in'));
    }
  }

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Log in to continue learning"
      footer={
        <>
          Don't have an account? <Link to="/signup">Sign up</Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={onSubmit}>
        <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
        <PasswordField
          label="Password"
          name="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        <div className={styles.row}>
          <Link to="/forget-password">Forgot password?</Link>
        </div>
        <Button type="submit" fullWidth size="lg" busy={isLoading} busyText="Logging in...">
          Log in
        </Button>
      </form>
    </AuthCard>
  );
}
