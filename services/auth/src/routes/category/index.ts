import { CategoryStatusReply, UpdateCategoryBody } from '@academy/contracts';
import type { App } from '@academy/kit';
import { chooseCategory } from '../../commands/choose-category.ts';
import { dismissCategoryPrompt } from '../../commands/dismiss-category-prompt.ts';
import type { AuthContext } from '../../context.ts';
import { toCategoryStatus } from '../../queries/category-status.ts';
import { findUserById } from '../../queries/users.ts';
import { ownAccount } from '../params.ts';

/** A learner's category: whether to ask for it, the answer (or a later change), and closing the question. */
export const registerCategoryRoutes = (app: App, { db, guards, relay }: AuthContext) => {
  const reply = { response: { 200: CategoryStatusReply } };

  app.get('/users/:id/category', ownAccount(guards, reply), async (request) =>
    toCategoryStatus(await findUserById(db, request.params.id)),
  );

  app.put(
    '/users/:id/category',
    ownAccount(guards, { body: UpdateCategoryBody, ...reply }),
    async (request) => {
      const row = await chooseCategory(db, request.params.id, request.body, request.id);
      relay.wake();
      return toCategoryStatus(row);
    },
  );

  app.put('/users/:id/category/prompt-dismissal', ownAccount(guards, reply), async (request) =>
    toCategoryStatus(await dismissCategoryPrompt(db, request.params.id)),
  );
};
