import type { auth } from '@academy/contracts';
import type { EventHandler } from '@academy/kit';
import { sql } from 'drizzle-orm';
import { learners } from '../../db/schema.ts';

/**
 * auth.user.registered.v1 / updated.v1: the learner's name and e-mail address for the support inbox. A
 * state is kept only when it is at least as new as the one held, so a registration or an older update
 * delivered after a newer update leaves the newer one.
 */
export const keepLearner: EventHandler<typeof auth.userRegistered> = async ({ data, occurredAt }, tx) => {
  const state = { fullName: data.fullName, email: data.email, changedAt: new Date(occurredAt) };
  await tx
    .insert(learners)
    .values({ userId: data.userId, ...state })
    .onConflictDoUpdate({
      target: learners.userId,
      set: state,
      setWhere: sql`${learners.changedAt} <= ${state.changedAt}`,
    });
};
