import { useTranslation } from 'react-i18next';
import { AuthCard } from './AuthCard.tsx';
import { useChangePasswordMutation } from './authApi.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const [changePassword] = useChangePasswordMutation();
  return (
    <AuthCard title={t('auth.changePassword')} subtitle={t('auth.chooseANewPasswordFor')}>
      <ChangePasswordForm submit={(body) => changePassword(body).unwrap()} />
    </AuthCard>
  );
}
