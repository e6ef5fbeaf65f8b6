import type { Messaging } from '@academy/kit';
import type { CatalogueDb } from '../db/database.ts';

/** What a read kept between changes is built from. */
export interface BetweenChangesSource {
  db: CatalogueDb;
  messaging: Messaging;
  mediaUrl: (key: string) => string;
}

/** Enough for every course of a large catalogue; past it the memory starts over rather than grow. */
const MAX_ENTRIES = 2000;

/**
 * Database reads kept in memory, by key, between changes to the catalogue. Forgotten after any write
 * through this process (`forget`), after any `catalogue.*` event (which is how a write through another
 * replica reaches this one) and after a NATS reconnect; while NATS is away every read goes to the
 * database, since nothing would announce a change. A read that fails is not kept.
 */
export const createBetweenChanges = <Key, Value>(
  messaging: Messaging,
  read: (key: Key) => Promise<Value>,
) => {
  const cached = new Map<Key, Promise<Value>>();
  let listening = true;
  const forget = () => cached.clear();

  messaging.nc.subscribe(`${messaging.prefix}catalogue.>`, { callback: forget });
  void (async () => {
    for await (const status of messaging.nc.status()) {
      if (status.type === 'disconnect') listening = false;
      if (status.type === 'reconnect') listening = true;
      forget();
    }
  })();

  return {
    /** From memory unless `fresh` (the caller must not see a value older than an event it heard). */
    get: (key: Key, fresh = false): Promise<Value> => {
      if (!listening || fresh) {
        cached.delete(key);
        return read(key);
      }
      const kept = cached.get(key);
      if (kept) return kept;
      if (cached.size >= MAX_ENTRIES) forget();
      const loading = read(key);
      cached.set(key, loading);
      loading.catch(() => {
        if (cached.get(key) === loading) cached.delete(key);
      });
      return loading;
    },
    forget,
  };
};
