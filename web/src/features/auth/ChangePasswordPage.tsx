import { AuthCard } from './AuthCard.tsx';
import { useChangePasswordMutation } from './authApi.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

export function ChangePasswordPage() {
  const [changePassword] = useChangePasswordMutation();
  return (
    <AuthCard title="Change password" subtitle="Choose a new password for your account">
      <ChangePasswordForm submit={(body) => changePassword(body).unwrap()} />
    </AuthCard>
  );
}
