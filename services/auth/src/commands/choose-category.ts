import type { UpdateCategoryBody } from '@academy/contracts';
import type { AuthContext } from '../context.ts';
import { categoryChoice } from '../domain/category.ts';
import { changeUser } from './update-user.ts';

/** The learner's answer to the category question, or a change made later in the profile. */
export const chooseCategory = (
  db: AuthContext['db'],
  userId: string,
  body: UpdateCategoryBody,
  correlationId?: string,
) => changeUser(db, userId, categoryChoice(body), correlationId);
