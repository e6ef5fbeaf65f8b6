import { Button } from '../Button/Button.tsx';
import { Dialog, DialogClose } from '../Dialog/Dialog.tsx';
import { useKitText } from '../text/KitText.tsx';
import styles from './Footer.module.css';

export function CookiePreferencesDialog({
  defaultOpen,
  onAgree,
}: {
  defaultOpen: boolean;
  onAgree?: () => void;
}) {
  const text = useKitText();
  return (
    <Dialog
      title={text.cookiePreferences}
      description={text.cookiesUse}
      defaultOpen={defaultOpen}
      trigger={
        <button type="button" className={styles.textButton}>
          {text.cookiePreferences}
        </button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{text.ok}</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button onClick={onAgree}>{text.agreeAndProceed}</Button>
          </DialogClose>
        </>
      }
    />
  );
}
