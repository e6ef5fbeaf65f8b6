import { ConfirmDialog, type ConfirmDialogProps } from '@academy/ui-kit';

/** Asks before a course is deleted, naming all that goes with it. */
export function DeleteCourseDialog({
  title,
  ...props
}: { title: string } & Pick<ConfirmDialogProps, 'onConfirm' | 'trigger'>) {
  return (
    <ConfirmDialog
      {...props}
      title="Delete this course?"
      description={`"${title}" will be removed with its modules, content, quizzes, lectures and files. This cannot be undone.`}
      confirmLabel="Delete course"
      tone="danger"
    />
  );
}
