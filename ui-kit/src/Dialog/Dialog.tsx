import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { CloseIcon } from '../icons/frame-icons.tsx';
import { useKitText } from '../text/KitText.tsx';
import styles from './Dialog.module.css';

export interface DialogProps {
  title: string;
  description?: string;
  /** The body. */
  children?: ReactNode;
  /** Actions along the bottom; wrap a button in DialogClose to make it close the dialog. */
  footer?: ReactNode;
  /** An element that opens the dialog when pressed. */
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
}

/** A modal dialog: focus stays inside, Escape and the close button dismiss it. */
export function Dialog({
  title,
  description,
  children,
  footer,
  trigger,
  size = 'md',
  ...rootProps
}: DialogProps) {
  const text = useKitText();
  return (
    <RadixDialog.Root {...rootProps}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          data-size={size}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.heading}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton label={text.close} icon={<CloseIcon />} size="sm" />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : null}
          {children ? <div className={styles.body}>{children}</div> : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding Dialog when its child is pressed. */
export const DialogClose = RadixDialog.Close;
