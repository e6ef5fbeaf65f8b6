import type { Category } from '@academy/contracts';
import { Button, Select, Stack } from '@academy/ui-kit';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { errorMessage } from '../../api/error-message.ts';
import { paths } from '../../app/paths/paths.ts';
import { useAppSelector } from '../../app/store.ts';
import {
  EmailField,
  FullNameField,
  NewPasswordField,
  newPasswordHint,
} from '../../shared/account-fields.tsx';
import { toast } from '../../shared/toast.ts';
import { AuthCard } from './AuthCard.tsx';
import { useRegisterMutation } from './authApi.ts';
import { landingPath } from './landing.ts';

const REDIRECT_AFTER_SIGNUP_MS = 500;
const SIGNUP_FAILED = 'Failed to create account';
/** The values go to the API as they are; the labels are keys, shown through `t`. */
const CATEGORY_OPTIONS = [
  { value: 'student', label: 'auth.student' },
  { value: 'professional', label: 'auth.professional' },
];

export function SignupPage() {
  const { t } = useTranslation();
  const [register, { isLoading }] = useRegisterMutation();
  const user = useAppSelector(({ auth }) => auth.user);
  const navigate = useNavigate();
  const [fields, setFields] = useState({ fullName: '', email: '', password: '' });
  const [category, setCategory] = useState<Category | undefined>();
  const [created, setCreated] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  if (user) return <Navigate replace to={landingPath(user.role)} />;

  const set = (name: keyof typeof fields) => (event: ChangeEvent<HTMLInputElement>) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      const reply = await register({
        ...fields,
        fullName: fields.fullName.trim(),
        email: fields.email.trim(),
      }).unwrap();
      if (!reply.success || !reply.user) {
        toast.error(reply.message || SIGNUP_FAILED);
        return;
      }
      toast.success('Account created successfully!');
      setCreated(true);
      redirectTimer.current = setTimeout(() => navigate(paths.login), REDIRECT_AFTER_SIGNUP_MS);
    } catch (error) {
      toast.error(errorMessage(error, SIGNUP_FAILED));
    }
  }

  return (
    <AuthCard
      title={t('auth.createYourAccount')}
      subtitle={t('auth.startLearningWithCoursesQuizzes')}
      footer={{ lead: t('auth.alreadyHaveAnAccount'), to: paths.login, label: t('auth.logInLink') }}
    >
      <Stack gap="4" as="form" onSubmit={onSubmit}>
        <FullNameField value={fields.fullName} onChange={set('fullName')} />
        <EmailField value={fields.email} onChange={set('email')} />
        <NewPasswordField
          label={t('auth.password')}
          name="password"
          hint={newPasswordHint()}
          value={fields.password}
          onChange={set('password')}
        />
        <Select
          label={t('auth.iAmA')}
          name="category"
          placeholder={t('auth.chooseOneOptional')}
          value={category}
          onValueChange={(value) => setCategory(value === 'professional' ? 'professional' : 'student')}
          options={CATEGORY_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
        />
        <Button
          type="submit"
          fullWidth
          size="lg"
          busy={isLoading || created}
          busyText={t('auth.creatingAccount')}
        >
          {t('auth.signUp')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
