import { Button, Group } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import textStyles from '../../shared/text.module.css';
import { toast } from '../../shared/toast.ts';
import { CategoryForm } from './CategoryForm.tsx';
import styles from './category.module.css';
import { useDismissCategoryPromptMutation } from './categoryApi.ts';
import { useCategoryStatus } from './useCategoryStatus.ts';
import '../../shared/i18n/en-screens/category.ts';

/**
 * Asked once of a signed-in learner without a category, above the page (not a modal: the page stays
 * usable): answering or closing it (kept on the server) ends the question for good.
 */
export function CategoryPrompt() {
  const { t } = useTranslation();
  const status = useCategoryStatus();
  const [dismiss, { isLoading: closing }] = useDismissCategoryPromptMutation();
  if (!status?.shouldAsk) return null;
  const close = () => {
    dismiss()
      .unwrap()
      .catch(() => toast.error('Failed to update category'));
  };

  return (
    <Group
      as="section"
      gap="3"
      align="end"
      justify="between"
      className={styles.prompt}
      aria-labelledby="category-question"
    >
      <div>
        <h2 id="category-question" className={textStyles.titleMd}>
          {t('category.tellUsAboutYourself')}
        </h2>
        <p className={styles.current}>{t('category.areYouAStudentOr')}</p>
      </div>
      <CategoryForm
        status={status}
        row
        saveLabel={t('category.save')}
        savedMessage="Thanks! You can change this in your profile."
        actions={
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={close}
            busy={closing}
            busyText={t('category.closing')}
          >
            {t('category.notNow')}
          </Button>
        }
      />
    </Group>
  );
}
