import type { CategoryStatusReply } from '@academy/contracts';
import { Button, toast } from '@academy/ui-kit';
import { useEffect } from 'react';
import { CategoryFields } from './CategoryFields.tsx';
import styles from './category.module.css';
import { useCategoryStatusQuery, useDismissCategoryPromptMutation } from './categoryApi.ts';
import { useCategoryForm } from './useCategoryForm.ts';

/**
 * Asked once of a signed-in learner without a category, above the page (not a modal: the page stays
 * usable): answering or closing it (kept on the server) ends the question for good.
 */
export function CategoryPrompt() {
  const status = useCategoryStatusQuery();
  useEffect(() => {
    if (status.isError) toast.error('Failed to fetch category');
  }, [status.isError]);
  if (!status.data?.shouldAsk) return null;
  return <CategoryQuestion status={status.data} />;
}

function CategoryQuestion({ status }: { status: CategoryStatusReply }) {
  const form = useCategoryForm({ category: status.user.category, customCategory: status.customCategory });
  const [dismiss, { isLoading: closing }] = useDismissCategoryPromptMutation();
  const close = () => {
    dismiss()
      .unwrap()
      .catch(() => toast.error('Failed to update category'));
  };

  return (
    <section className={styles.prompt} aria-labelledby="category-question">
      <div>
        <h2 id="category-question" className={styles.title}>
          Tell us about yourself
        </h2>
        <p className={styles.current}>
          Are you a student or a professional? We use it to suggest the right courses.
        </p>
      </div>
      <form
        className={styles.promptForm}
        onSubmit={async (event) => {
          event.preventDefault();
          if (await form.save()) toast.success('Thanks! You can change this in your profile.');
        }}
      >
        <CategoryFields
          option={form.option}
          custom={form.custom}
          onOptionChange={form.setOption}
          onCustomChange={form.setCustom}
          problem={form.problem}
          disabled={form.saving}
        />
        <div className={styles.actions}>
          <Button type="submit" size="sm" busy={form.saving} busyText="Saving...">
            Save
          </Button>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={close}
            busy={closing}
            busyText="Closing..."
          >
            Not now
          </Button>
        </div>
      </form>
    </section>
  );
}
