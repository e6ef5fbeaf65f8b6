import type { auth } from '@academy/contracts';
import { type EventHandler, keepUserCopy } from '@academy/kit';
import { learners } from '../../db/schema.ts';

/**
 * auth.user.registered.v1 / updated.v1: the learner's name and e-mail address for the support inbox. A
 * registration or an older update delivered after a newer update leaves the newer one.
 */
export const keepLearner: EventHandler<typeof auth.userRegistered> = async ({ data, occurredAt }, tx) => {
  await keepUserCopy(
    tx,
    learners,
    { userId: data.userId, occurredAt },
    { fullName: data.fullName, email: data.email },
  );
};
