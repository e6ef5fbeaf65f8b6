import type { CategoryStatusReply, UpdateCategoryBody } from '@academy/contracts';
import { bffApi } from '../../api/bffApi.ts';
import { bodyMutation, fixedPathQuery } from '../../api/endpoint-shapes.ts';

const categoryBase = bffApi.enhanceEndpoints({ addTagTypes: ['Category'] });

/** The learner's category: asked once after the first login, changeable in the profile. */
export const categoryApi = categoryBase.injectEndpoints({
  endpoints: (build) => ({
    categoryStatus: build.query<CategoryStatusReply, void>(
      fixedPathQuery('user/category-status', 'Category'),
    ),
    updateCategory: build.mutation<CategoryStatusReply, UpdateCategoryBody>(
      bodyMutation('PUT', 'user/update-category', 'Category', 'Profile'),
    ),
    dismissCategoryPrompt: build.mutation<CategoryStatusReply, void>({
      query: () => ({ url: 'user/category-prompt/dismissal', method: 'PUT' }),
      invalidatesTags: ['Category'],
    }),
  }),
});

export const { useCategoryStatusQuery, useUpdateCategoryMutation, useDismissCategoryPromptMutation } =
  categoryApi;
