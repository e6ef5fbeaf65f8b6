import { describe, expect, it } from 'vitest';
import { createBytesBoundedCache } from '../src/bytes-bounded-cache.ts';

const cacheOf = (maxBytes: number, maxValueBytes = maxBytes) =>
  createBytesBoundedCache<Buffer>({ maxBytes, maxValueBytes, sizeOf: (value) => value.length });

describe('a cache bounded by the bytes it holds', () => {
  it('drops the least recently used values first to stay within its bytes', () => {
    const cache = cacheOf(10);
    cache.set('a', Buffer.alloc(4));
    cache.set('b', Buffer.alloc(4));
    expect(cache.get('a')).toBeDefined(); // "b" is now the least recently used
    cache.set('c', Buffer.alloc(4));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.length).toBe(4);
    expect(cache.get('c')?.length).toBe(4);
    expect(cache.heldBytes()).toBe(8);
  });

  it('never keeps a value over its limit, and counts a replaced value once', () => {
    const cache = cacheOf(100, 10);
    expect(cache.keeps(11)).toBe(false);
    cache.set('big', Buffer.alloc(11));
    expect(cache.get('big')).toBeUndefined();
    cache.set('a', Buffer.alloc(6));
    cache.set('a', Buffer.alloc(8));
    expect(cache.heldBytes()).toBe(8);
  });

  it('forgets the keys asked, and everything when cleared', () => {
    const cache = cacheOf(100);
    for (const key of ['file-1 a', 'file-1 b', 'file-2 a']) cache.set(key, Buffer.alloc(5));
    cache.deleteWhere((key) => key.startsWith('file-1 '));
    expect(cache.get('file-1 a')).toBeUndefined();
    expect(cache.get('file-1 b')).toBeUndefined();
    expect(cache.get('file-2 a')).toBeDefined();
    expect(cache.heldBytes()).toBe(5);
    cache.clear();
    expect(cache.get('file-2 a')).toBeUndefined();
    expect(cache.heldBytes()).toBe(0);
  });
});
