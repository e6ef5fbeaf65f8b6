import { keepAuthUsers, type Subscription } from '@academy/kit';
import { learners } from '../db/schema.ts';

/** The state support keeps from other contexts: learners' names and e-mail addresses. */
export const subscriptions: Subscription[] = keepAuthUsers(learners, ({ fullName, email }) => ({
  fullName,
  email,
}));
