import type { UpdateCategoryBody } from '@academy/contracts';
import type { AuthContext } from '../context.ts';

type AuthDb = AuthContext['db'];

import { categoryChoice } from '../domain/category.ts';
import { updateUser } from './update-user.ts';

/** The learner's answer to the category question, or a change made later in the profile. */
export const chooseCategory = (
  db: AuthDb,
  userId: string,
  body: UpdateCategoryBody,
  correlationId?: string,
) => {
  const choice = categoryChoice(body);
  return db.transaction((tx) => updateUser(tx, userId, choice, correlationId));
};
