import { randomUUID } from 'node:crypto';
import { auth } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsumer } from '../src/consumer.ts';
import { connectMessaging, type Messaging } from '../src/messaging.ts';
import { enqueueEvent, enqueueEvents } from '../src/outbox.ts';
import { type OutboxRelay, RELAY_LOCK, startOutboxRelay } from '../src/outbox-relay.ts';
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

  it('writes several events in one statement, published in the order given, each with its correlation id', async () => {
    const before = (await published()).length;
    const names = ['First Of Three', 'Second Of Three', 'Third Of Three'];
    const envelopes = await database.db.transaction((tx) =>
      enqueueEvents(
        tx,
        auth.userRegistered,
        names.map((fullName, index) => ({
          data: { ...auth.userRegistered.example, fullName },
          correlationId: `req-many-${index}`,
        })),
      ),
    );
    relay.wake();
    const messages = (await waitUntil(published, (m) => m.length === before + 3)).slice(before);
    expect(messages.map((m) => m.msgId)).toEqual(envelopes.map((envelope) => envelope.id));
    expect(messages.map((m) => m.data)).toEqual(envelopes);
    expect(messages.map((m) => (m.data as { correlationId: string }).correlationId)).toEqual([
      'req-many-0',
      'req-many-1',
      'req-many-2',
    ]);
  });

  it('writes none of several events when one does not match the schema, and nothing for none', async () => {
    const rows = async () =>
      (await database.db.$client.query('SELECT count(*)::int AS n FROM outbox')).rows[0].n;
    const before = await rows();
    await expect(
      enqueueEvents(database.db, auth.userRegistered, [
        { data: { ...auth.userRegistered.example, fullName: 'Valid Beside A Wrong One' } },
        { data: { ...auth.userRegistered.example, userId: 'nope' } },
      ]),
    ).rejects.toThrow(/userId/);
    expect(await enqueueEvents(database.db, auth.userRegistered, [])).toEqual([]);
    expect(await rows()).toBe(before);
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

  it("publishes the events an event handler wrote once the handler's transaction commits", async () => {
    const consumer = await startConsumer({
      name: 'kit-test-wakes',
      event: auth.userRegistered,
      messaging,
      db: database.db,
      logger: silentLogger,
      handler: async (envelope, tx) => {
        await enqueueEvent(tx, auth.userUpdated, {
          ...auth.userUpdated.example,
          fullName: envelope.data.fullName,
        });
      },
      afterCommit: relay.wake,
    });
    try {
      await messaging.js.publish(
        `${prefix}${auth.userRegistered.subject}`,
        JSON.stringify({
          id: randomUUID(),
          subject: auth.userRegistered.subject,
          occurredAt: new Date().toISOString(),
          data: { ...auth.userRegistered.example, fullName: 'Handled Learner' },
        }),
      );
      // The relay's own poll is a minute away: only the consumer's wake publishes within the wait.
      // (The consumer applies the registrations published before it too, each wrote an update.)
      const updatedNames = async () =>
        (await readStream(nats.url, prefix, auth.userUpdated.subject)).map(
          (m) => (m.data as { data: { fullName: string } }).data.fullName,
        );
      expect(await waitUntil(updatedNames, (names) => names.includes('Handled Learner'), 10_000)).toContain(
        'Handled Learner',
      );
    } finally {
      await consumer.stop();
    }
  });

  it('tries again soon, unwoken, when another relay held the lock while its rows waited', async () => {
    const before = (await published()).length;
    const locker = await database.db.$client.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('SELECT pg_advisory_xact_lock($1)', [RELAY_LOCK]);
      await enqueueEvent(database.db, auth.userRegistered, {
        ...auth.userRegistered.example,
        fullName: 'Waited Behind The Lock',
      });
      relay.wake();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await published()).toHaveLength(before);
      // The other relay's batch ends without the row, and nothing wakes this one again.
      await locker.query('COMMIT');
    } finally {
      locker.release();
    }
    const messages = await waitUntil(published, (m) => m.length > before, 5_000);
    const names = messages.map((m) => (m.data as { data: { fullName: string } }).data.fullName);
    expect(names.at(-1)).toBe('Waited Behind The Lock');
  });
});
