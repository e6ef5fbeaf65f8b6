import type { CategoryStatusReply } from '@academy/contracts';
import { Button, Group, Stack } from '@academy/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../shared/toast.ts';
import { CategoryFields } from './CategoryFields.tsx';
import { useCategoryForm } from './useCategoryForm.ts';
import '../../shared/i18n/en-screens/category.ts';

export interface CategoryFormProps {
  status: CategoryStatusReply;
  /** The fields and buttons side by side, ending on one line (a banner), not one under another (a card). */
  row?: boolean;
  saveLabel: string;
  /** The toast after a successful save. */
  savedMessage: string;
  /** Further buttons beside the save button. */
  actions?: ReactNode;
}

/** The category question with its save button, starting from the learner's stored answer. */
export function CategoryForm({ status, row = false, saveLabel, savedMessage, actions }: CategoryFormProps) {
  const { t } = useTranslation();
  const form = useCategoryForm({ category: status.user.category, customCategory: status.customCategory });
  const save = (
    <Button type="submit" size="sm" busy={form.saving} busyText={t('category.saving')}>
      {saveLabel}
    </Button>
  );
  const Layout = row ? Group : Stack;
  return (
    <Layout
      as="form"
      gap="3"
      align={row ? 'end' : 'start'}
      onSubmit={async (event) => {
        event.preventDefault();
        if (await form.save()) toast.success(savedMessage);
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
      {actions ? (
        <Group align="stretch" wrap={false}>
          {save}
          {actions}
        </Group>
      ) : (
        save
      )}
    </Layout>
  );
}
