import { auth } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMessaging, type Messaging } from '../src/messaging.ts';
import { enqueueEvent } from '../src/outbox.ts';
import { type OutboxRelay, startOutboxRelay } from '../src/outbox-relay.ts';
import { readStream, startNatsServer, testSubjectPrefix, waitUntil } from '../src/testing/index.ts';
import { fixtureDatabase, silentLogger } from './fixtures/platform.ts';
import { notes } from './fixtures/schema.ts';

describe('transactional outbox', () => {
  let database: Awaited<ReturnType<typeof fixtureDatabase>>;
  let nats: Awaited<ReturnType<typeof startNatsServer>>;
  let messaging: Messaging;
  let relay: OutboxRelay;
  const prefix = testSubjectPrefix();
  const subject = auth.userRegistered.subject;
  const published = () => readStream(nats.url, prefix, subject);

  beforeAll(async () => {
    database = await fixtureDatabase('kit_outbox');
    nats = await startNatsServer();
    messaging = await connectMessaging({ url: nats.url, prefix, name: 'kit-test' });
    relay = startOutboxRelay({ db: database.db, messaging, logger: silentLogger, intervalMs: 50 });
  });
  afterAll(async () => {
    await relay.stop();
    await messaging.close();
    await nats.destroy();
    await database.drop();
  });

  it('publishes an event written with its change exactly once, with Nats-Msg-Id = event id', async () => {
    const envelope = await database.db.transaction(async (tx) => {
      await tx.insert(notes).values({ body: 'registered' });
      return enqueueEvent(tx, auth.userRegistered, auth.userRegistered.example, 'req-1');
    });
    relay.wake();
    const messages = await waitUntil(published, (m) => m.length > 0);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.msgId).toBe(envelope.id);
    expect(messages[0]?.data).toMatchObject({ id: envelope.id, subject, correlationId: 'req-1' });
  });

  it('publishes nothing when the transaction rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueEvent(tx, auth.userRegistered, {
          ...auth.userRegistered.example,
          fullName: 'Rolled Back',
        });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const messages = await published();
    expect(messages.map((m) => (m.data as { data: { fullName: string } }).data.fullName)).not.toContain(
      'Rolled Back',
    );
  });

  it('refuses a payload that does not match the event schema', async () => {
    await expect(
      enqueueEvent(database.db, auth.userRegistered, { ...auth.userRegistered.example, userId: 'nope' }),
    ).rejects.toThrow(/userId/);
  });

  it('keeps events while NATS is down and delivers them once it is back', async () => {
    const before = (await published()).length;
    await nats.stop();
    const envelope = await enqueueEvent(database.db, auth.userRegistered, {
      ...auth.userRegistered.example,
      fullName: 'During Outage',
    });
    relay.wake();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await nats.start();
    const messages = await waitUntil(published, (m) => m.length > before, 20_000);
    expect(messages.filter((m) => m.msgId === envelope.id)).toHaveLength(1);
  });
});

describe('outbox relay woken by requests', () => {
  let database: Awaited<ReturnType<typeof fixtureDatabase>>;
  let nats: Awaited<ReturnType<typeof startNatsServer>>;
  let messaging: Messaging;
  let relay: OutboxRelay;
  const prefix = testSubjectPrefix();
  const published = () => readStream(nats.url, prefix, auth.userRegistered.subject);

  beforeAll(async () => {
    database = await fixtureDatabase('kit_outbox_wakes');
    nats = await startNatsServer();
    messaging = await connectMessaging({ url: nats.url, prefix, name: 'kit-test-wakes' });
    // Its poll comes once a minute: within the test only wakes publish.
    relay = startOutboxRelay({ db: database.db, messaging, logger: silentLogger, intervalMs: 60_000 });
  });
  afterAll(async () => {
    await relay.stop();
    await messaging.close();
    await nats.destroy();
    await database.drop();
  });

  it('publishes every woken event in order, those woken while it was publishing too', async () => {
    const names = Array.from({ length: 30 }, (_, index) => `Learner ${index}`);
    for (const fullName of names) {
      await enqueueEvent(database.db, auth.userRegistered, { ...auth.userRegistered.example, fullName });
      relay.wake();
    }
    const messages = await waitUntil(published, (m) => m.length === names.length, 10_000);
    expect(messages.map((m) => (m.data as { data: { fullName: string } }).data.fullName)).toEqual(names);
  });
});
