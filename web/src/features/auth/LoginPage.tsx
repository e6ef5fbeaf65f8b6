import { Alert, Button, Group, PasswordField, Stack } from '@academy/ui-kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type Location, Navigate, useLocation } from 'react-router';
import { paths } from '../../app/paths/paths.ts';
import { useAppSelector } from '../../app/store.ts';
import { EmailField } from '../../shared/account-fields.tsx';
import { toastOutcome } from '../../shared/toast-outcome.ts';
import { AuthCard } from './AuthCard.tsx';
import styles from './auth.module.css';
import { useLoginMutation } from './authApi.ts';
import { landingPath } from './landing.ts';

/** What a page sending someone to log in may say: where to return, and whether their session just ended. */
export interface LoginPageState {
  from?: Location;
  sessionEnded?: boolean;
}

export function LoginPage() {
  const { t } = useTranslation();
  const [login, { isLoading }] = useLoginMutation();
  const user = useAppSelector(({ auth }) => auth.user);
  const { from, sessionEnded } = (useLocation().state as LoginPageState | null) ?? {};
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  // Logged in (just now or from an earlier visit): go back to the page that asked for login, or home.
  if (user) return <Navigate replace to={from ?? landingPath(user.role)} />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await toastOutcome(
      login({ email: email.trim(), password }).unwrap(),
      'Login successful!',
      'Failed to log in',
    );
  }

  return (
    <AuthCard
      title={t('auth.welcomeBack')}
      subtitle={t('auth.logInToContinueLearning')}
      footer={{ lead: t('auth.dontHaveAnAccount'), to: paths.signup, label: t('auth.signUpLink') }}
    >
      {sessionEnded ? (
        <Alert tone="info" title={t('auth.yourSessionHasEnded')}>
          {t('auth.logInAgainToGo')}
        </Alert>
      ) : null}
      {/* The session lives in cookies only: without them the login would seem to work and end at the next page. */}
      {navigator.cookieEnabled ? null : (
        <Alert tone="warning" title={t('auth.yourBrowserBlocksCookies')}>
          {t('auth.allowCookiesToLogIn')}
        </Alert>
      )}
      <Stack gap="4" as="form" onSubmit={onSubmit}>
        <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
        <PasswordField
          label={t('auth.password')}
          name="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        <Group gap="0" justify="end" align="stretch" wrap={false} className={styles.row}>
          <Link to={paths.forgetPassword}>{t('auth.forgotPassword')}</Link>
        </Group>
        <Button type="submit" fullWidth size="lg" busy={isLoading} busyText={t('auth.loggingIn')}>
          {t('auth.logIn')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
