import { Button, Dialog, DialogClose } from '@academy/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../auth/ChangePasswordForm.tsx';
import { useChangeProfilePasswordMutation } from './profileApi.ts';
import '../../shared/i18n/en-screens/profile.ts';

export function ChangePasswordDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [changePassword] = useChangeProfilePasswordMutation();
  return (
    <Dialog
      title={t('profile.changePassword2')}
      description={t('profile.enterYourCurrentPasswordThen')}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" fullWidth>
          {t('profile.changePassword2')}
        </Button>
      }
    >
      <ChangePasswordForm
        submit={(body) => changePassword(body).unwrap()}
        onChanged={() => setOpen(false)}
        secondaryAction={
          <DialogClose asChild>
            <Button variant="secondary">{t('profile.cancel')}</Button>
          </DialogClose>
        }
      />
    </Dialog>
  );
}
