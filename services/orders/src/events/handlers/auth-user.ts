import type { auth } from '@academy/contracts';
import { type EventHandler, upsert } from '@academy/kit';
import { buyers } from '../../db/schema.ts';

/** auth.user.registered.v1 / updated.v1: the buyer's name and e-mail for checkout and invoices. */
export const keepBuyer: EventHandler<typeof auth.userRegistered> = async ({ data }, tx) => {
  const state = { fullName: data.fullName, email: data.email, updatedAt: new Date() };
  await upsert(tx, buyers, buyers.userId, { userId: data.userId, ...state }, state);
};
