/**
 * Values kept in memory up to `maxBytes` in all (each value's size told by `sizeOf`), the least recently
 * used dropped first; a value over `maxValueBytes` is never kept. For read caches of file bytes, where a
 * count of entries says nothing about the memory they hold.
 */
export const createBytesBoundedCache = <V>({
  maxBytes,
  maxValueBytes,
  sizeOf,
}: {
  maxBytes: number;
  maxValueBytes: number;
  sizeOf: (value: V) => number;
}) => {
  // A Map iterates in insertion order: re-inserting on a hit keeps the least recently used first.
  const values = new Map<string, V>();
  let heldBytes = 0;

  const remove = (key: string) => {
    const value = values.get(key);
    if (value === undefined) return;
    values.delete(key);
    heldBytes -= sizeOf(value);
  };

  return {
    get: (key: string) => {
      const value = values.get(key);
      if (value !== undefined) {
        values.delete(key);
        values.set(key, value);
      }
      return value;
    },
    keeps: (size: number) => size <= maxValueBytes,
    set: (key: string, value: V) => {
      const size = sizeOf(value);
      if (size > maxValueBytes) return;
      remove(key);
      for (const oldest of values.keys()) {
        if (heldBytes + size <= maxBytes) break;
        remove(oldest);
      }
      values.set(key, value);
      heldBytes += size;
    },
    delete: remove,
    /** Drops every key `matches` accepts. */
    deleteWhere: (matches: (key: string) => boolean) => {
      for (const key of [...values.keys()]) if (matches(key)) remove(key);
    },
    clear: () => {
      values.clear();
      heldBytes = 0;
    },
    heldBytes: () => heldBytes,
  };
};

export type BytesBoundedCache<V> = ReturnType<typeof createBytesBoundedCache<V>>;
