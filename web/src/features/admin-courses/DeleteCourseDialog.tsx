import { ConfirmDialog, type ConfirmDialogProps } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';

/** Asks before a course is deleted, naming all that goes with it. */
export function DeleteCourseDialog({
  title,
  ...props
}: { title: string } & Pick<ConfirmDialogProps, 'onConfirm' | 'trigger'>) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      {...props}
      title={t('adminCourses.deleteThis', { context: 'course' })}
      description={t('adminCourses.deleteCourseDescription', { title })}
      confirmLabel={t('adminCourses.deleteKind', { context: 'course' })}
      tone="danger"
    />
  );
}
