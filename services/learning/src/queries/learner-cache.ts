import { listenForNotices } from '@academy/kit';
import type { FastifyBaseLogger } from 'fastify';

/** The channel the `learner_changed` trigger notifies (migration 0004): a learner's id, or '*'. */
const CHANNEL = 'learning_learner_changed';
/** Past this many learners the memory starts over rather than grow. */
const MAX_ENTRIES = 50_000;

/**
 * A value read from one learner's rows, kept in memory until a change to them commits. A learner's
 * entry is forgotten when the trigger names them, every entry when a course changes ('*') and
 * whenever notices may have been missed; while the listening connection is down every read goes to
 * the database. A read in flight when its learner's notice arrives is dropped with the entry, so
 * nothing read before a change is kept after it. Every replica listens, so a change made through
 * any of them reaches all.
 */
export const startLearnerCache = <Value>(options: {
  databaseUrl: string;
  logger: FastifyBaseLogger;
  read: (userId: string) => Promise<Value>;
}) => {
  const cached = new Map<string, Promise<Value>>();
  const notices = listenForNotices({
    url: options.databaseUrl,
    channel: CHANNEL,
    logger: options.logger,
    onChange: (userId) => {
      if (userId === undefined || userId === '*') cached.clear();
      else cached.delete(userId);
    },
  });

  return {
    get: (userId: string): Promise<Value> => {
      if (!notices.listening()) return options.read(userId);
      const kept = cached.get(userId);
      if (kept) return kept;
      if (cached.size >= MAX_ENTRIES) cached.clear();
      const reading = options.read(userId);
      cached.set(userId, reading);
      reading.catch(() => {
        if (cached.get(userId) === reading) cached.delete(userId);
      });
      return reading;
    },
    close: notices.close,
  };
};

export type LearnerCache<Value> = ReturnType<typeof startLearnerCache<Value>>;
