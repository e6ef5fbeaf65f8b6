import { Button } from '../Button/Button.tsx';
import { Dialog, DialogClose } from '../Dialog/Dialog.tsx';
import styles from './Footer.module.css';

export function CookiePreferencesDialog({
  defaultOpen,
  onAgree,
}: {
  defaultOpen: boolean;
  onAgree?: () => void;
}) {
  return (
    <Dialog
      title="Cookie Preferences"
      description="We use cookies to keep you signed in, remember your preferences and understand how the academy is used."
      defaultOpen={defaultOpen}
      trigger={
        <button type="button" className={styles.textButton}>
          Cookie Preferences
        </button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">OK</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button onClick={onAgree}>Agree and proceed</Button>
          </DialogClose>
        </>
      }
    />
  );
}
