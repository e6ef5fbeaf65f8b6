import { Select, TextField } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { CATEGORY_OPTIONS, type CategoryOption, CUSTOM_CATEGORY_MAX } from './category-choice.ts';
import '../../shared/i18n/en-screens/category.ts';

export interface CategoryFieldsProps {
  option: CategoryOption | undefined;
  custom: string;
  onOptionChange: (option: CategoryOption) => void;
  onCustomChange: (custom: string) => void;
  problem?: string;
  disabled?: boolean;
}

/** Student, professional, or something else in the learner's own words. */
export function CategoryFields({
  option,
  custom,
  onOptionChange,
  onCustomChange,
  problem,
  disabled,
}: CategoryFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Select
        label={t('category.iAmA')}
        options={CATEGORY_OPTIONS.map((choice) => ({ ...choice, label: t(choice.label) }))}
        value={option}
        onValueChange={(value) => onOptionChange(value as CategoryOption)}
        placeholder={t('category.chooseOne')}
        error={option ? undefined : problem}
        disabled={disabled}
      />
      {option === 'other' ? (
        <TextField
          label={t('category.whatDescribesYou')}
          value={custom}
          maxLength={CUSTOM_CATEGORY_MAX}
          onChange={(event) => onCustomChange(event.target.value)}
          error={problem}
          disabled={disabled}
        />
      ) : null}
    </>
  );
}
