import type { Readable } from 'node:stream';
import { cacheCounters, createBytesBoundedCache, type ObjectStore, type StoredObject } from '@academy/kit';

const lookups = cacheCounters('media_files');

/** Memory the kept files may take in all (empty until files are read: nothing is kept at idle). */
const MAX_BYTES = 32 * 1024 * 1024;
/**
 * Reads up to this size are kept: a stream's segments, a document, a player's bounded range. A larger
 * read (an open-ended range of a whole video) streams from the store as it always did.
 */
const MAX_KEPT_READ_BYTES = 1024 * 1024;
/**
 * How long what was read stays trusted. The catalogue writes each file once under a new key and never
 * rewrites it, and a replica that removes a file forgets it at once; another replica keeps serving a
 * removed file's bytes for at most this long (who may read them is still checked on every request).
 */
const FRESH_FOR_MS = 30_000;
/** What a kept stat is counted as, so that a flood of them is bounded too. */
const STAT_BYTES = 512;

type Kept = { at: number; object: StoredObject } | { at: number; body: Buffer };

/**
 * The media route's reads of the object store, with what was read lately kept in memory: when a cohort
 * opens the same lecture at once, its segments and ranges are read from the store once, not once per
 * learner. Concurrent reads of the same bytes share one trip to the store. `store` is the object store
 * to give everything else: its `remove` forgets a file here first.
 */
export const createHotFiles = (objectStore: ObjectStore, now: () => number = Date.now) => {
  const kept = createBytesBoundedCache<Kept>({
    maxBytes: MAX_BYTES,
    maxValueBytes: MAX_KEPT_READ_BYTES,
    sizeOf: (value) => ('body' in value ? value.body.length : STAT_BYTES),
  });
  const reading = new Map<string, Promise<Kept>>();
  // Keys are "<file>\n" for a stat and "<file>\n<etag> <start>-<end>" for bytes: a file's entries share a prefix.
  const statKey = (key: string) => `${key}\n`;

  const fresh = (cacheKey: string) => {
    const value = kept.get(cacheKey);
    if (value && now() - value.at < FRESH_FOR_MS) return value;
    if (value) kept.delete(cacheKey);
    return undefined;
  };
  /**
   * One trip to the store for every caller that asks for `cacheKey` while it runs: a miss is a trip to
   * the store, a hit is an answer without one (kept, or shared with a trip under way).
   */
  const readOnce = (cacheKey: string, read: () => Promise<Kept>) => {
    const found = fresh(cacheKey);
    const pending = reading.get(cacheKey);
    if (found || pending) {
      lookups.hit();
      return found ? Promise.resolve(found) : pending!;
    }
    lookups.miss();
    const trip = read().then((value) => {
      kept.set(cacheKey, value);
      return value;
    });
    reading.set(cacheKey, trip);
    trip.then(
      () => reading.delete(cacheKey),
      () => reading.delete(cacheKey),
    );
    return trip;
  };
  const forget = (key: string) => kept.deleteWhere((cacheKey) => cacheKey.startsWith(statKey(key)));

  return {
    store: {
      ...objectStore,
      remove: async (key: string) => {
        forget(key);
        await objectStore.remove(key);
      },
    } satisfies ObjectStore,
    stat: async (key: string) => {
      const value = await readOnce(statKey(key), async () => ({
        at: now(),
        object: await objectStore.stat(key),
      }));
      return (value as { object: StoredObject }).object;
    },
    /**
     * The inclusive byte range [start, end] of `object` (stat first): bytes from memory or read and kept
     * when small enough, otherwise a stream from the store. A file gone from the store is forgotten here.
     */
    read: async (key: string, object: StoredObject, range: { start: number; end: number }) => {
      const whole = range.start === 0 && range.end === object.size - 1;
      const fromStore = () => objectStore.read(key, whole ? undefined : range);
      try {
        if (!kept.keeps(range.end - range.start + 1)) return (await fromStore()) as Readable;
        const cacheKey = `${statKey(key)}${object.etag} ${range.start}-${range.end}`;
        const value = await readOnce(cacheKey, async () => ({
          at: now(),
          body: Buffer.concat(await (await fromStore()).toArray()),
        }));
        return (value as { body: Buffer }).body;
      } catch (error) {
        forget(key);
        throw error;
      }
    },
  };
};

export type HotFiles = ReturnType<typeof createHotFiles>;
