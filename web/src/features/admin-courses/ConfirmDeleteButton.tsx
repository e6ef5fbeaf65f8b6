import { Button, ConfirmDialog } from '@academy/ui-kit';
import { withProgressToast } from '../../shared/progress-toast.ts';

export interface ConfirmDeleteButtonProps {
  /** What is deleted, in lower case: 'module', 'lecture'… */
  what: string;
  /** The item's own name, for the button's accessible label. */
  name: string;
  description: string;
  remove: () => Promise<unknown>;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A small Delete button that asks first, then deletes with progress toasts. */
export function ConfirmDeleteButton({ what, name, description, remove }: ConfirmDeleteButtonProps) {
  return (
    <ConfirmDialog
      title={`Delete this ${what}?`}
      description={description}
      confirmLabel={`Delete ${what}`}
      tone="danger"
      onConfirm={() =>
        void withProgressToast(remove(), {
          loading: `Deleting the ${what}...`,
          success: `${capitalized(what)} deleted`,
          error: `Failed to delete ${what}`,
        })
      }
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Delete ${what} ${name}`}>
          Delete
        </Button>
      }
    />
  );
}
