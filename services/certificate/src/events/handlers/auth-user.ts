import type { auth, EventData, EventEnvelope } from '@academy/contracts';
import type { Executor } from '@academy/kit';
import { learners } from '../../db/schema.ts';

/** auth.user.registered.v1 / updated.v1: the name printed on the learner's next certificate. */
export const keepLearnerName = async (
  { data }: EventEnvelope<EventData<typeof auth.userRegistered>>,
  tx: Executor,
) => {
  await tx
    .insert(learners)
    .values({ userId: data.userId, fullName: data.fullName })
    .onConflictDoUpdate({ target: learners.userId, set: { fullName: data.fullName } });
};
