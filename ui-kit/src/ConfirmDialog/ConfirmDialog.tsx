import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import styles from '../Dialog/Dialog.module.css';
import { useKitText } from '../text/KitText.tsx';

export interface ConfirmDialogProps {
  title: string;
  description: string;
  /** Called when the user confirms; the dialog then closes. */
  onConfirm: () => void;
  /** @default 'Confirm' */
  confirmLabel?: string;
  /** @default 'Cancel' */
  cancelLabel?: string;
  /** Danger paints the confirm button red, for irreversible actions. @default 'default' */
  tone?: 'default' | 'danger';
  /** An element that opens the dialog when pressed. */
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Asks the user to confirm an action; focus starts on Cancel so Enter never confirms by accident. */
export function ConfirmDialog({
  title,
  description,
  onConfirm,
  confirmLabel: givenConfirmLabel,
  cancelLabel: givenCancelLabel,
  tone = 'default',
  trigger,
  ...rootProps
}: ConfirmDialogProps) {
  const text = useKitText();
  const confirmLabel = givenConfirmLabel ?? text.confirm;
  const cancelLabel = givenCancelLabel ?? text.cancel;
  return (
    <AlertDialog.Root {...rootProps}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content} data-size="sm" data-tone={tone}>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{description}</AlertDialog.Description>
          <div className={styles.footer}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
