import { cacheCounters, createBytesBoundedCache } from '@academy/kit';

const lookups = cacheCounters('thumbnails');

/** A thumbnail as the catalogue served it: its bytes and the headers that describe them. */
export interface CachedFile {
  body: Buffer;
  headers: ReadonlyArray<readonly [name: string, value: string]>;
  etag: string | undefined;
}

/**
 * Course thumbnails kept in memory, least recently used dropped first once `maxBytes` are held (files
 * over `maxFileBytes` are never kept). A visitor's course cards then cost no trip to the catalogue and
 * the object store. A thumbnail's key is new with every upload, so a key's bytes never change; the
 * owner still calls `clear` whenever the catalogue changes, so a deleted course's thumbnail stops
 * being served on every replica as soon as the course does.
 */
export const createThumbnailCache = ({
  maxBytes,
  maxFileBytes,
}: {
  maxBytes: number;
  maxFileBytes: number;
}) => {
  const files = createBytesBoundedCache<CachedFile>({
    maxBytes,
    maxValueBytes: maxFileBytes,
    sizeOf: (file) => file.body.length,
  });
  // Bumped by `clear`: a file fetched before a change is not kept after it.
  let generation = 0;

  return {
    get: (key: string) => {
      const file = files.get(key);
      if (file) lookups.hit();
      else lookups.miss();
      return file;
    },
    keeps: files.keeps,
    /** Where the cache stands now; pass it to `set` with a file fetched from now on. */
    generation: () => generation,
    set: (key: string, file: CachedFile, fetchedIn: number) => {
      if (fetchedIn === generation) files.set(key, file);
    },
    clear: () => {
      files.clear();
      generation += 1;
    },
  };
};

export type ThumbnailCache = ReturnType<typeof createThumbnailCache>;
