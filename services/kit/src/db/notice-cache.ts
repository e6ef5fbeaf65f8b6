import type { FastifyBaseLogger } from 'fastify';
import { listenForNotices } from './notices.ts';

/**
 * Values read from the database, kept in memory by key until a change to them commits. A trigger
 * `pg_notify`s `channel` with the key a change touched, or '*' for every key; an entry is forgotten
 * when its key is named, every entry on '*' and whenever notices may have been missed, and while the
 * listening connection is down every read goes to the database. A read in flight when its key's notice
 * arrives is dropped with the entry, so nothing read before a change is kept after it. Every replica
 * listens, so a change made through any of them reaches all. Past `maxEntries` keys the memory starts
 * over rather than grow.
 */
export const startNoticeCache = <Value>(options: {
  databaseUrl: string;
  channel: string;
  logger: FastifyBaseLogger;
  maxEntries: number;
  read: (key: string) => Promise<Value>;
}) => {
  const cached = new Map<string, Promise<Value>>();
  const notices = listenForNotices({
    url: options.databaseUrl,
    channel: options.channel,
    logger: options.logger,
    onChange: (key) => {
      if (key === undefined || key === '*') cached.clear();
      else cached.delete(key);
    },
  });

  return {
    get: (key: string): Promise<Value> => {
      if (!notices.listening()) return options.read(key);
      const kept = cached.get(key);
      if (kept) return kept;
      if (cached.size >= options.maxEntries) cached.clear();
      const reading = options.read(key);
      cached.set(key, reading);
      reading.catch(() => {
        if (cached.get(key) === reading) cached.delete(key);
      });
      return reading;
    },
    close: notices.close,
  };
};

export type NoticeCache<Value> = ReturnType<typeof startNoticeCache<Value>>;
