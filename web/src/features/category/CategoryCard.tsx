import { Card } from '@academy/ui-kit';
import { CategoryForm } from './CategoryForm.tsx';
import styles from './category.module.css';
import { categoryLabel } from './category-choice.ts';
import { useCategoryStatus } from './useCategoryStatus.ts';

/** The profile's category: what the learner answered, and a way to change it. */
export function CategoryCard() {
  const status = useCategoryStatus();
  if (!status) return null;
  const current = categoryLabel(status.user.category, status.customCategory);
  return (
    <Card>
      <h2 className={styles.title}>Category</h2>
      <p className={styles.current}>{current ? `You told us: ${current}` : 'Not told yet'}</p>
      <CategoryForm
        key={JSON.stringify(status)}
        status={status}
        className={styles.form}
        saveLabel="Save category"
        savedMessage="Category updated"
      />
    </Card>
  );
}
