import { AckPolicy } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMessaging, type Messaging } from '../src/messaging.ts';
import { natsServers } from '../src/messaging-servers.ts';
import { eventually, type NatsCluster, startNatsCluster, testSubjectPrefix } from '../src/testing/index.ts';

let cluster: NatsCluster;
const opened: Messaging[] = [];
const open = async (prefix: string, replicas?: number) => {
  const messaging = await connectMessaging({ url: cluster.url, prefix, name: 'kit-cluster-test', replicas });
  opened.push(messaging);
  return messaging;
};
/** How many servers hold a copy: the leader and its followers. */
const copies = (info: { cluster?: { leader?: string; replicas?: unknown[] } }) =>
  (info.cluster?.leader ? 1 : 0) + (info.cluster?.replicas?.length ?? 0);

beforeAll(async () => {
  cluster = await startNatsCluster({ size: 3 });
}, 60_000);

afterAll(async () => {
  for (const messaging of opened) await messaging.close();
  await cluster?.destroy();
}, 60_000);

describe('NATS_URL', () => {
  it('lists servers comma-separated, with or without spaces', () => {
    expect(natsServers('nats://a:4222, nats://b:4222,nats://c:4222,')).toEqual([
      'nats://a:4222',
      'nats://b:4222',
      'nats://c:4222',
    ]);
    expect(natsServers('nats://127.0.0.1:4222')).toEqual(['nats://127.0.0.1:4222']);
  });
});

describe('messaging on a three-node JetStream cluster', () => {
  it('connects through a comma-separated list and creates streams with the configured replicas', async () => {
    const messaging = await open(testSubjectPrefix(), 3);
    // Its followers are listed a moment after it is created; on a machine busy with other tests the new stream's
    // election has taken over 20 s, its info requests timing out meanwhile.
    const name = await messaging.ensureStream('learning');
    const info = await eventually(async () => {
      const current = await messaging.jsm.streams.info(name);
      expect(copies(current)).toBe(3);
      return current;
    }, 45_000);
    expect(info.config.num_replicas).toBe(3);
  }, 60_000);

  it('brings an existing stream and its durable consumers to the configured replicas', async () => {
    const prefix = testSubjectPrefix();
    const before = await open(prefix);
    const name = await before.ensureStream('auth');
    await before.jsm.consumers.add(name, { durable_name: 'listener', ack_policy: AckPolicy.Explicit });
    expect((await before.jsm.streams.info(name)).config.num_replicas).toBe(1);

    const after = await open(prefix, 3);
    await after.ensureStream('auth');
    const deadline = Date.now() + 20_000;
    const consumerInfo = () => after.jsm.consumers.info(name, 'listener').catch(() => undefined);
    let consumer = await consumerInfo();
    // The consumer's followers catch up after the stream's; while it moves, a request may time out.
    while ((!consumer || copies(consumer) < 3) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      consumer = await consumerInfo();
    }
    expect(copies(await after.jsm.streams.info(name))).toBe(3);
    expect(consumer && copies(consumer)).toBe(3);
  });

  it('keeps publishing and delivering when the stream leader is killed', async () => {
    const prefix = testSubjectPrefix();
    const messaging = await open(prefix, 3);
    const name = await messaging.ensureStream('certificate');
    await messaging.jsm.consumers.add(name, { durable_name: 'reader', ack_policy: AckPolicy.Explicit });
    await messaging.js.publish(`${prefix}certificate.issued`, 'before', { msgID: 'one' });
    const { leader } = await cluster.streamLeader(name);
    expect(leader).toBeDefined();
    await cluster.kill(String(leader));
    try {
      // The client retries its publish, and its reading the consumer, until the stream and the consumer
      // have elected new leaders (meanwhile a JetStream API request can time out).
      const deadline = Date.now() + 30_000;
      const untilElected = async <T>(request: () => Promise<T>): Promise<T> => {
        for (;;) {
          try {
            return await request();
          } catch (error) {
            if (Date.now() > deadline) throw error;
          }
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      };
      await untilElected(() =>
        messaging.js.publish(`${prefix}certificate.issued`, 'after', { msgID: 'two' }),
      );
      const consumer = await untilElected(() => messaging.js.consumers.get(name, 'reader'));
      const batch = await consumer.fetch({ max_messages: 2, expires: 10_000 });
      const received: string[] = [];
      for await (const message of batch) {
        received.push(message.string());
        message.ack();
        if (received.length === 2) break;
      }
      expect(received).toEqual(['before', 'after']);
      expect((await cluster.streamLeader(name)).leader).not.toBe(leader);
    } finally {
      await cluster.start(String(leader));
    }
  });
});

describe('a cluster whose third server has not joined yet', () => {
  it('waits for the peer instead of failing a three-replica stream at once', async () => {
    const forming = await startNatsCluster({ size: 3, startedFirst: 2 });
    const messaging = await connectMessaging({
      url: forming.url,
      prefix: testSubjectPrefix(),
      name: 'kit-cluster-test',
      replicas: 3,
    });
    try {
      // Two servers elect a meta leader but cannot hold three copies: JetStream refuses "no suitable peers
      // for placement" until the third joins, as just after a cluster forms.
      const made = messaging.ensureStream('catalogue');
      const settledEarly = await Promise.race([
        made.then(
          () => 'made',
          (error: Error) => error.message,
        ),
        new Promise((resolve) => setTimeout(() => resolve('waiting'), 2_000)),
      ]);
      expect(settledEarly).toBe('waiting');
      await forming.start(forming.names[2] ?? 'n3');
      const name = await made;
      await eventually(async () => expect(copies(await messaging.jsm.streams.info(name))).toBe(3), 20_000);
    } finally {
      await messaging.close();
      await forming.destroy();
    }
  }, 60_000);
});
