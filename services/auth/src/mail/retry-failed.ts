import type { Executor } from '@academy/kit';
import { and, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { outgoingMail } from '../db/schema.ts';

/**
 * Puts mail kept as failed back in line (all of it, or the given ids): the sender tries it at once and
 * it gets a whole retry period again. Returns the ids put back; a sent mail is never sent again.
 */
export const retryFailedMail = async (db: Executor, ids: string[] = []) => {
  const conditions: SQL[] = [isNotNull(outgoingMail.failedAt), isNull(outgoingMail.sentAt)];
  if (ids.length > 0) conditions.push(inArray(outgoingMail.id, ids));
  const now = new Date();
  const rows = await db
    .update(outgoingMail)
    .set({ failedAt: null, attempts: 0, retryingSince: now, nextAttemptAt: now })
    .where(and(...conditions))
    .returning({ id: outgoingMail.id });
  return rows.map((row) => row.id);
};
