import { Button, Dialog, DialogClose, Stack } from '@academy/ui-kit';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ContentDialogProps {
  title: string;
  description: string;
  /** The label of the button that opens the dialog. */
  triggerLabel: string;
  submitLabel: string;
  busyText: string;
  busy: boolean;
  /** Resolves to whether the dialog may close (the content was saved). */
  onSubmit: () => Promise<boolean>;
  children: ReactNode;
}

/** A dialog holding one form that adds content to a module; its fields start empty every time it opens. */
export function ContentDialog({
  title,
  description,
  triggerLabel,
  submitLabel,
  busyText,
  busy,
  onSubmit,
  children,
}: ContentDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <Dialog
      title={title}
      description={description}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" size="sm">
          {triggerLabel}
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('adminCourses.cancel')}</Button>
          </DialogClose>
          <Button type="submit" form={formId} busy={busy} busyText={busyText}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Stack
        as="form"
        id={formId}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (await onSubmit()) setOpen(false);
        }}
      >
        {children}
      </Stack>
    </Dialog>
  );
}
