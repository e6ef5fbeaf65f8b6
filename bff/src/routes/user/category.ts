import * as http from '@academy/contracts/http';
import type { App } from '@academy/kit';
import { withUser } from '@academy/kit';
import { createAuthClient } from '../../clients/auth.ts';
import type { BffContext } from '../../context.ts';
import { routeTable } from '../route-table.ts';

/**
 * The signed-in learner's category: whether to ask for it (once, after the first login), the answer
 * or a later change from the profile, and closing the question without answering.
 */
export const registerCategoryRoutes = (api: App, { guards, config }: BffContext) => {
  const auth = createAuthClient(config.AUTH_URL);
  const signedIn = routeTable(api, { tags: ['user'], guard: guards.user });
  const reply = http.CategoryStatusReply;

  signedIn.get(
    '/user/category-status',
    { reply },
    withUser((request) => auth.categoryStatus(request.user.id, request)),
  );
  signedIn.put(
    '/user/update-category',
    { body: http.UpdateCategoryBody, reply },
    withUser((request) => auth.updateCategory(request.user.id, request.body, request)),
  );
  signedIn.put(
    '/user/category-prompt/dismissal',
    { reply },
    withUser((request) => auth.dismissCategoryPrompt(request.user.id, request)),
  );
};
