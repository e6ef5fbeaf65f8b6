import { Card } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import textStyles from '../../shared/text.module.css';
import { CategoryForm } from './CategoryForm.tsx';
import styles from './category.module.css';
import { categoryLabel } from './category-choice.ts';
import { useCategoryStatus } from './useCategoryStatus.ts';
import '../../shared/i18n/en-screens/category.ts';

/** The profile's category: what the learner answered, and a way to change it. */
export function CategoryCard() {
  const { t } = useTranslation();
  const status = useCategoryStatus();
  if (!status) return null;
  const current = categoryLabel(status.user.category, status.customCategory);
  return (
    <Card>
      <h2 className={textStyles.titleMd}>{t('category.category')}</h2>
      <p className={styles.current}>
        {current ? t('category.youToldUs', { current }) : t('category.notToldYet')}
      </p>
      <CategoryForm
        key={JSON.stringify(status)}
        status={status}
        saveLabel={t('category.saveCategory')}
        savedMessage="Category updated"
      />
    </Card>
  );
}
