import type { Executor } from '@academy/kit';
import { gte } from 'drizzle-orm';
import { endedSessions } from '../db/schema.ts';

/** How far back anyone may ask: longer than any access token lives. */
const LOOK_BACK_MS = 60 * 60 * 1000;

/** The logins ended since `since` (at most an hour back), and the moment this was looked up. */
export const endedSessionsSince = async (tx: Executor, since: Date) => {
  const asOf = new Date();
  const from = new Date(Math.max(since.getTime(), asOf.getTime() - LOOK_BACK_MS));
  const rows = await tx
    .select({ sessionId: endedSessions.sessionId })
    .from(endedSessions)
    .where(gte(endedSessions.endedAt, from));
  return { asOf: asOf.toISOString(), sessionIds: rows.map((row) => row.sessionId) };
};
