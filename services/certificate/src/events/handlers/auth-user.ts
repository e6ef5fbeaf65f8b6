import type { auth } from '@academy/contracts';
import { type EventHandler, upsert } from '@academy/kit';
import { learners } from '../../db/schema.ts';

/** auth.user.registered.v1 / updated.v1: the name printed on the learner's next certificate. */
export const keepLearnerName: EventHandler<typeof auth.userRegistered> = async ({ data }, tx) => {
  const state = { fullName: data.fullName };
  await upsert(tx, learners, learners.userId, { userId: data.userId, ...state }, state);
};
