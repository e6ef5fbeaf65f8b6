import type { CategoryStatusReply, UpdateCategoryBody } from '@academy/contracts';
import { bffApi } from '../../api/bffApi.ts';

const categoryBase = bffApi.enhanceEndpoints({ addTagTypes: ['Category'] });

/** The learner's category: asked once after the first login, changeable in the profile. */
export const categoryApi = categoryBase.injectEndpoints({
  endpoints: (build) => ({
    categoryStatus: build.query<CategoryStatusReply, void>({
      query: () => 'user/category-status',
      providesTags: ['Category'],
    }),
    updateCategory: build.mutation<CategoryStatusReply, UpdateCategoryBody>({
      query: (body) => ({ url: 'user/update-category', method: 'PUT', body }),
      invalidatesTags: ['Category', 'Profile'],
    }),
    dismissCategoryPrompt: build.mutation<CategoryStatusReply, void>({
      query: () => ({ url: 'user/category-prompt/dismissal', method: 'PUT' }),
      invalidatesTags: ['Category'],
    }),
  }),
});

export const { useCategoryStatusQuery, useUpdateCategoryMutation, useDismissCategoryPromptMutation } =
  categoryApi;
