import type { CategoryStatusReply } from '@academy/contracts';
import { Button, Card, toast } from '@academy/ui-kit';
import { useEffect } from 'react';
import { CategoryFields } from './CategoryFields.tsx';
import styles from './category.module.css';
import { categoryLabel } from './category-choice.ts';
import { useCategoryStatusQuery } from './categoryApi.ts';
import { useCategoryForm } from './useCategoryForm.ts';

/** The profile's category: what the learner answered, and a way to change it. */
export function CategoryCard() {
  const status = useCategoryStatusQuery();
  useEffect(() => {
    if (status.isError) toast.error('Failed to fetch category');
  }, [status.isError]);
  if (!status.data) return null;
  return <CategoryEditor key={JSON.stringify(status.data)} status={status.data} />;
}

function CategoryEditor({ status }: { status: CategoryStatusReply }) {
  const form = useCategoryForm({ category: status.user.category, customCategory: status.customCategory });
  const current = categoryLabel(status.user.category, status.customCategory);
  return (
    <Card>
      <h2 className={styles.title}>Category</h2>
      <p className={styles.current}>{current ? `You told us: ${current}` : 'Not told yet'}</p>
      <form
        className={styles.form}
        onSubmit={async (event) => {
          event.preventDefault();
          if (await form.save()) toast.success('Category updated');
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
        <Button type="submit" size="sm" busy={form.saving} busyText="Saving...">
          Save category
        </Button>
      </form>
    </Card>
  );
}
