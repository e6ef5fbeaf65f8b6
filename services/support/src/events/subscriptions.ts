import { onAuthUser, type Subscription } from '@academy/kit';
import { keepLearner } from './handlers/auth-user.ts';

/** The state support keeps from other contexts: learners' names and e-mail addresses. */
export const subscriptions: Subscription[] = [...onAuthUser(keepLearner)];
