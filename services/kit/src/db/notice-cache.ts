import { cacheCounters } from '../metrics/caches.ts';
import type { NoticeSource } from './notices.ts';

/**
 * Values kept in memory by key until a notice names the key as changed. The notices come from a
 * `NoticeSource`: a trigger's `pg_notify` heard from the database (`postgresNotices`), or the same
 * relayed over NATS to processes that do not own the database (`natsNotices`). An entry is forgotten
 * when its key is named, every entry on '*' and whenever notices may have been missed, and while no
 * notices are heard every read goes to the source of truth. A read in flight when its key is forgotten
 * is dropped with the entry, so nothing read before a change is kept after it. Past `maxEntries` keys
 * the memory starts over rather than grow. Look-ups count in `academy_cache_lookups_total{cache=name}`.
 */
export const startNoticeCache = <Value>(options: {
  name: string;
  notices: NoticeSource;
  maxEntries: number;
}) => {
  const lookups = cacheCounters(options.name);
  const cached = new Map<string, Promise<Value>>();
  const forget = (key: string | undefined) => {
    if (key === undefined || key === '*') cached.clear();
    else cached.delete(key);
  };
  const notices = options.notices(forget);

  return {
    /** The value kept for `key`, or what `read` gives (kept unless it fails or the key changes meanwhile). */
    get: (key: string, read: () => Promise<Value>): Promise<Value> => {
      if (!notices.listening()) {
        lookups.miss();
        return read();
      }
      const kept = cached.get(key);
      if (kept) {
        lookups.hit();
        return kept;
      }
      lookups.miss();
      if (cached.size >= options.maxEntries) cached.clear();
      const reading = read();
      cached.set(key, reading);
      reading.catch(() => {
        if (cached.get(key) === reading) cached.delete(key);
      });
      return reading;
    },
    /** Forgets `key` ('*': every key), as its notice would: for a change this process knows of first. */
    forget: (key: string) => forget(key),
    close: notices.close,
  };
};

export type NoticeCache<Value> = ReturnType<typeof startNoticeCache<Value>>;
