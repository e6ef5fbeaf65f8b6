import { ConfirmDialog, UserMenu } from '@academy/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/store.ts';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { useLogout } from './useLogout.ts';
import '../../shared/i18n/en-screens/account.ts';

/** The signed-in user's menu (who they are, Settings, Logout) with the logout confirmation. */
export function AccountMenu() {
  const { t } = useTranslation();
  const user = useAppSelector(({ auth }) => auth.user);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const logout = useLogout();
  if (!user) return null;
  return (
    <>
      <UserMenu
        name={user.fullName}
        email={user.email}
        avatarUrl={user.avatarUrl ?? undefined}
        onLogout={() => setConfirmingLogout(true)}
        linkComponent={RouterLink}
      />
      <ConfirmDialog
        open={confirmingLogout}
        onOpenChange={setConfirmingLogout}
        title={t('account.logOut')}
        description={t('account.youWillNeedToLog')}
        confirmLabel={t('account.confirm')}
        onConfirm={() => void logout()}
      />
    </>
  );
}
