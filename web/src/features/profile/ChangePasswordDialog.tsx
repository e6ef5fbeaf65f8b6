import { Button, Dialog, DialogClose } from '@academy/ui-kit';
import { useState } from 'react';
import { ChangePasswordForm } from '../auth/ChangePasswordForm.tsx';
import { useChangeProfilePasswordMutation } from './profileApi.ts';

export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  const [changePassword] = useChangeProfilePasswordMutation();
  return (
    <Dialog
      title="Change Password"
      description="Enter your current password, then the new one twice."
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" fullWidth>
          Change Password
        </Button>
      }
    >
      <ChangePasswordForm
        submit={(body) => changePassword(body).unwrap()}
        onChanged={() => setOpen(false)}
        secondaryAction={
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
        }
      />
    </Dialog>
  );
}
