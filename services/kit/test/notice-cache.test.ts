import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NoticeCache, startNoticeCache } from '../src/db/notice-cache.ts';
import { postgresNotices } from '../src/db/notices.ts';
import { createTestDatabase, eventually, queryDatabase } from '../src/testing/index.ts';

const CHANNEL = 'kit_test_changed';
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let kept: NoticeCache<string>;
/** What the database holds per key, and how many reads reached it. */
const stored = new Map<string, string>();
let reads = 0;
const read = async (key: string) => {
  reads += 1;
  const value = stored.get(key);
  if (value === undefined) throw new Error(`nothing stored for ${key}`);
  return value;
};
const cache = { get: (key: string) => kept.get(key, () => read(key)) };
const notify = (payload: string) =>
  queryDatabase(database.url, 'SELECT pg_notify($1, $2)', [CHANNEL, payload]);

beforeAll(async () => {
  database = await createTestDatabase('kit_notice_cache');
  const source = postgresNotices({ url: database.url, channel: CHANNEL, logger: pino({ level: 'silent' }) });
  kept = startNoticeCache({ name: 'kit_test', notices: source, maxEntries: 3 });
  // Until it listens, every read goes to the database.
  stored.set('probe', 'p');
  await eventually(async () => {
    const before = reads;
    await cache.get('probe');
    await cache.get('probe');
    expect(reads - before).toBe(1);
  });
});

afterAll(async () => {
  await kept?.close();
  await database?.drop();
});

describe('values kept until a notice names them', () => {
  it('reads a key once, then answers from memory until its notice arrives', async () => {
    stored.set('ada', 'v1');
    stored.set('bob', 'b1');
    const before = reads;
    expect(await Promise.all([cache.get('ada'), cache.get('ada')])).toEqual(['v1', 'v1']);
    expect(await cache.get('bob')).toBe('b1');
    expect(reads - before).toBe(2);

    stored.set('ada', 'v2');
    stored.set('bob', 'b2');
    expect(await cache.get('ada')).toBe('v1');
    await notify('ada');
    await eventually(async () => expect(await cache.get('ada')).toBe('v2'));
    // Only the key named was forgotten.
    expect(await cache.get('bob')).toBe('b1');
    await notify('*');
    await eventually(async () => expect(await cache.get('bob')).toBe('b2'));
  });

  it('keeps no failed read', async () => {
    await expect(cache.get('carol')).rejects.toThrow('nothing stored');
    stored.set('carol', 'c1');
    expect(await cache.get('carol')).toBe('c1');
  });

  it('starts over past its bound rather than grow', async () => {
    for (const key of ['k1', 'k2', 'k3', 'k4']) stored.set(key, key);
    await notify('*');
    await eventually(async () => {
      const before = reads;
      for (const key of ['k1', 'k2', 'k3']) await cache.get(key);
      await cache.get('k1');
      expect(reads - before).toBe(3);
    });
    // A fourth key clears the three kept.
    await cache.get('k4');
    const before = reads;
    await cache.get('k1');
    expect(reads - before).toBe(1);
  });
});
