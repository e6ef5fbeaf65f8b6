import type { auth } from '@academy/contracts';
import { type EventHandler, upsertUnlessNewer } from '@academy/kit';
import { learners } from '../../db/schema.ts';

/**
 * auth.user.registered.v1 / updated.v1: the name printed on the learner's next certificate. A
 * registration or an older update delivered after a newer update leaves the newer name.
 */
export const keepLearnerName: EventHandler<typeof auth.userRegistered> = async ({ data, occurredAt }, tx) => {
  const state = { fullName: data.fullName, changedAt: new Date(occurredAt) };
  await upsertUnlessNewer(
    tx,
    learners,
    learners.userId,
    learners.changedAt,
    { userId: data.userId, ...state },
    state,
  );
};
