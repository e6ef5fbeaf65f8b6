import { cacheCounters } from '../metrics/caches.ts';
import type { NoticeSource } from './notices.ts';

/** A key's parts kept at most; past it the key's memory starts over (a learner asking for every course id). */
const MAX_PARTS_PER_KEY = 64;

/**
 * Values kept in memory by key (and by part of a key: one learner's several replies) until a notice names
 * the key as changed. The notices come from a `NoticeSource`: a trigger's `pg_notify` heard from the
 * database (`postgresNotices`), or the same relayed over NATS to processes that do not own the database
 * (`natsNotices`). A key is forgotten, every part of it, when it is named, every key on '*' and whenever
 * notices may have been missed, and while no notices are heard every read goes to the source of truth. A
 * read in flight when its key is forgotten is dropped with the key, so nothing read before a change is
 * kept after it. Past `maxEntries` keys the memory starts over rather than grow. Look-ups count in
 * `academy_cache_lookups_total{cache=name}`.
 */
export const startNoticeCache = <Value>(options: {
  name: string;
  notices: NoticeSource;
  maxEntries: number;
}) => {
  const lookups = cacheCounters(options.name);
  const cached = new Map<string, Map<string, Promise<Value>>>();
  const forget = (key: string | undefined) => {
    if (key === undefined || key === '*') cached.clear();
    else cached.delete(key);
  };
  const notices = options.notices(forget);

  /** A new part of `key`'s to keep in: the key's own, made (or started over) if it is missing or full. */
  const partsFor = (key: string) => {
    const parts = cached.get(key);
    if (parts && parts.size < MAX_PARTS_PER_KEY) return parts;
    if (!parts && cached.size >= options.maxEntries) cached.clear();
    const fresh = new Map<string, Promise<Value>>();
    cached.set(key, fresh);
    return fresh;
  };

  return {
    /**
     * The value kept for `key` (its `part`, when a key has several), or what `read` gives: kept unless it
     * fails or the key changes meanwhile.
     */
    get: (key: string, read: () => Promise<Value>, part = ''): Promise<Value> => {
      const kept = notices.listening() ? cached.get(key)?.get(part) : undefined;
      if (kept) {
        lookups.hit();
        return kept;
      }
      lookups.miss();
      if (!notices.listening()) return read();
      const parts = partsFor(key);
      const reading = read();
      parts.set(part, reading);
      reading.catch(() => {
        if (parts.get(part) === reading) parts.delete(part);
      });
      return reading;
    },
    /** Forgets `key` ('*': every key), as its notice would: for a change the process knows of first. */
    forget: (key: string) => forget(key),
    close: notices.close,
  };
};

export type NoticeCache<Value> = ReturnType<typeof startNoticeCache<Value>>;
