import type { auth, EventData, EventEnvelope } from '@academy/contracts';
import { type Executor, upsert } from '@academy/kit';
import { buyers } from '../../db/schema.ts';

/** auth.user.registered.v1 / updated.v1: the buyer's name and e-mail for checkout and invoices. */
export const keepBuyer = async (
  { data }: EventEnvelope<EventData<typeof auth.userRegistered>>,
  tx: Executor,
) => {
  const state = { fullName: data.fullName, email: data.email, updatedAt: new Date() };
  await upsert(tx, buyers, buyers.userId, { userId: data.userId, ...state }, state);
};
