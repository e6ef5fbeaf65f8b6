import type { Category } from '@academy/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/error-message.ts';
import { useAppDispatch } from '../../app/store.ts';
import { toast } from '../../shared/toast.ts';
import { userUpdated } from '../auth/authSlice.ts';
import { type CategoryOption, categoryBody, optionOf } from './category-choice.ts';
import { useUpdateCategoryMutation } from './categoryApi.ts';

/** The category form's state and its save (with the spec's 'Failed to update category'). */
export function useCategoryForm(stored: { category: Category | null; customCategory: string | null }) {
  const dispatch = useAppDispatch();
  const [option, setOption] = useState<CategoryOption | undefined>(
    optionOf(stored.category, stored.customCategory),
  );
  const [custom, setCustom] = useState(stored.customCategory ?? '');
  const [problem, setProblem] = useState<string>();
  const [update, { isLoading: saving }] = useUpdateCategoryMutation();

  /** Resolves to whether the answer was saved. */
  const save = async (): Promise<boolean> => {
    const choice = categoryBody(option, custom);
    if ('problem' in choice) {
      setProblem(choice.problem);
      return false;
    }
    setProblem(undefined);
    try {
      const reply = await update(choice.body).unwrap();
      dispatch(userUpdated({ category: reply.user.category }));
      return true;
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to update category'));
      return false;
    }
  };

  return { option, setOption, custom, setCustom, problem, saving, save };
}
