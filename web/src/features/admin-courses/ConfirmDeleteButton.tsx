import { Button, ConfirmDialog } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { withProgressToast } from '../../shared/progress-toast.ts';

export interface ConfirmDeleteButtonProps {
  /** What is deleted: the context of its texts (adminCourses.deleteThis_module …). */
  what: 'module' | 'lecture' | 'question';
  /** The item's own name, for the button's accessible label. */
  name: string;
  description: string;
  remove: () => Promise<unknown>;
}

/** A small Delete button that asks first, then deletes with progress toasts. */
export function ConfirmDeleteButton({ what, name, description, remove }: ConfirmDeleteButtonProps) {
  const { t } = useTranslation();
  // Each kind has whole sentences of its own: Hindi does not build them from a noun.
  const context = { context: what };
  return (
    <ConfirmDialog
      title={t('adminCourses.deleteThis', context)}
      description={description}
      confirmLabel={t('adminCourses.deleteKind', context)}
      tone="danger"
      onConfirm={() =>
        void withProgressToast(remove(), {
          loading: t('adminCourses.deleting', context),
          success: t('adminCourses.deleted', context),
          error: t('adminCourses.failedToDelete', context),
        })
      }
      trigger={
        <Button variant="ghost" size="sm" aria-label={t('adminCourses.deleteNamed', { context: what, name })}>
          {t('adminCourses.delete')}
        </Button>
      }
    />
  );
}
