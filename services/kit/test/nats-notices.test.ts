import { connect, type NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NoticeCache, startNoticeCache } from '../src/db/notice-cache.ts';
import { natsNotices, relayNotices } from '../src/nats-notices.ts';
import { eventually, startNatsServer } from '../src/testing/index.ts';

// A cache kept by one connection from notices another relays, on a NATS server of the test's own
// (stopped and started again to play an outage).
const SUBJECT = 'notices.kit-test.changed';
let server: Awaited<ReturnType<typeof startNatsServer>>;
let publisher: NatsConnection;
let listener: NatsConnection;
let kept: NoticeCache<string>;
let relay: (key: string | undefined) => void;
/** What the owner holds per key, and how many reads reached it. */
const stored = new Map<string, string>();
let reads = 0;
const get = (key: string) =>
  kept.get(key, async () => {
    reads += 1;
    return stored.get(key) ?? 'none';
  });
/** How many of `times` reads of `key` reached the owner. */
const readsOf = async (key: string, times: number) => {
  const before = reads;
  for (let i = 0; i < times; i += 1) await get(key);
  return reads - before;
};

beforeAll(async () => {
  server = await startNatsServer();
  const options = { servers: server.url, maxReconnectAttempts: -1, reconnectTimeWait: 100 };
  publisher = await connect(options);
  listener = await connect(options);
  relay = relayNotices(publisher, SUBJECT);
  kept = startNoticeCache({
    name: 'kit_nats_test',
    notices: natsNotices({ connection: Promise.resolve(listener), subject: SUBJECT }),
    maxEntries: 10,
  });
  await eventually(async () => expect(await readsOf('probe', 2)).toBe(1));
});

afterAll(async () => {
  await kept?.close();
  await publisher?.close();
  await listener?.close();
  await server?.destroy();
});

describe('a cache kept from notices relayed over NATS', () => {
  it('answers from memory until a relayed notice names the key, every key, or this process forgets it', async () => {
    stored.set('ada', 'a1');
    stored.set('bob', 'b1');
    expect(await get('ada')).toBe('a1');
    expect(await get('bob')).toBe('b1');
    stored.set('ada', 'a2');
    stored.set('bob', 'b2');
    expect(await get('ada')).toBe('a1');

    relay('ada');
    await eventually(async () => expect(await get('ada')).toBe('a2'));
    expect(await get('bob')).toBe('b1');
    // A database listener that has just connected may have missed notices: relayed as every key.
    relay(undefined);
    await eventually(async () => expect(await get('bob')).toBe('b2'));

    stored.set('ada', 'a3');
    kept.forget('ada');
    expect(await get('ada')).toBe('a3');
    expect(await readsOf('ada', 3)).toBe(0);
  });

  it('keeps nothing while the connection is down and nothing from before it came back', async () => {
    stored.set('carol', 'c1');
    expect(await get('carol')).toBe('c1');
    await server.stop();
    // A change relayed now reaches nobody, so nothing may be answered from memory meanwhile.
    stored.set('carol', 'c2');
    await eventually(async () => expect(await readsOf('carol', 2)).toBe(2));
    expect(await get('carol')).toBe('c2');
    stored.set('carol', 'c3');
    await server.start();
    await eventually(async () => expect(await readsOf('carol', 2)).toBe(1));
    expect(await get('carol')).toBe('c3');
  });
});
