import { CategoryStatusReply, UpdateCategoryBody } from '@academy/contracts';
import type { App } from '@academy/kit';
import { createAuthClient } from '../../clients/auth.ts';
import type { BffContext } from '../../context.ts';

const tags = ['user'];

/**
 * The signed-in learner's category: whether to ask for it (once, after the first login), the answer
 * or a later change from the profile, and closing the question without answering.
 */
export const registerCategoryRoutes = (api: App, { guards, config }: BffContext) => {
  const auth = createAuthClient(config.AUTH_URL);
  const signedIn = { preHandler: guards.user };
  const response = { 200: CategoryStatusReply };

  api.get('/user/category-status', { ...signedIn, schema: { tags, response } }, (request) =>
    auth.categoryStatus(request.user!.id, request),
  );

  api.put(
    '/user/update-category',
    { ...signedIn, schema: { tags, body: UpdateCategoryBody, response } },
    (request) => auth.updateCategory(request.user!.id, request.body, request),
  );

  api.put('/user/category-prompt/dismissal', { ...signedIn, schema: { tags, response } }, (request) =>
    auth.dismissCategoryPrompt(request.user!.id, request),
  );
};
