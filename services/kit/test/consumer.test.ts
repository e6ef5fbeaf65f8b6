import { randomUUID } from 'node:crypto';
import { auth } from '@academy/contracts';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handledTogether, startConsumer } from '../src/consumer.ts';
import { connectDatabase } from '../src/db/database.ts';
import { replayDeadLetters } from '../src/dead-letters.ts';
import { connectMessaging, type Messaging, streamName } from '../src/messaging.ts';
import {
  deleteTestStreams,
  eventually,
  sharedNatsUrl,
  startPostgresServer,
  testSubjectPrefix,
} from '../src/testing/index.ts';
import { fixtureDatabase, migrationsFolder, silentLogger } from './fixtures/platform.ts';
import * as schema from './fixtures/schema.ts';
import { notes } from './fixtures/schema.ts';

const envelopeOf = (fullName: string) => ({
  id: randomUUID(),
  subject: auth.userRegistered.subject,
  occurredAt: new Date().toISOString(),
  data: { ...auth.userRegistered.example, fullName },
});

describe('idempotent consumer', () => {
  let database: Awaited<ReturnType<typeof fixtureDatabase>>;
  let messaging: Messaging;
  const prefix = testSubjectPrefix();
  const subject = `${prefix}${auth.userRegistered.subject}`;

  beforeAll(async () => {
    database = await fixtureDatabase('kit_consumer');
    messaging = await connectMessaging({ url: sharedNatsUrl(), prefix, name: 'kit-test' });
    await messaging.ensureStream('auth');
  });
  afterAll(async () => {
    await messaging.close();
    await deleteTestStreams(sharedNatsUrl(), prefix);
    await database.drop();
  });

  it('applies an event delivered twice only once', async () => {
    const consumer = await startConsumer({
      name: 'once',
      event: auth.userRegistered,
      messaging,
      db: database.db,
      logger: silentLogger,
      handler: async (envelope, tx) => {
        await tx.insert(notes).values({ body: envelope.data.fullName, applied: 1 });
      },
    });
    const envelope = envelopeOf('Twice Delivered');
    // Two different message ids get past JetStream's de-duplication, as a redelivery would.
    await messaging.js.publish(subject, JSON.stringify(envelope), { msgID: randomUUID() });
    await messaging.js.publish(subject, JSON.stringify(envelope), { msgID: randomUUID() });
    const marker = envelopeOf('After');
    await messaging.js.publish(subject, JSON.stringify(marker));
    await eventually(async () => {
      const rows = await database.db.select().from(notes).where(eq(notes.body, 'After'));
      expect(rows).toHaveLength(1);
    });
    const applied = await database.db.select().from(notes).where(eq(notes.body, 'Twice Delivered'));
    expect(applied).toHaveLength(1);
    await consumer.stop();
  });

  it('retries a failing handler, then dead-letters the event without applying it', async () => {
    let attempts = 0;
    const deadLetters = messaging.nc.subscribe(`${prefix}deadletter.>`, { max: 1 });
    const consumer = await startConsumer({
      name: 'failing',
      event: auth.userRegistered,
      messaging,
      db: database.db,
      logger: silentLogger,
      maxDeliver: 3,
      handler: async (envelope, tx) => {
        if (envelope.data.fullName !== 'Poison') return;
        attempts += 1;
        await tx.insert(notes).values({ body: 'half-written' });
        throw new Error('handler broke');
      },
    });
    const poison = envelopeOf('Poison');
    await messaging.js.publish(subject, JSON.stringify(poison));
    for await (const message of deadLetters) {
      expect(message.json<{ id: string }>().id).toBe(poison.id);
    }
    expect(attempts).toBe(3);
    const halfWritten = await database.db.select().from(notes).where(eq(notes.body, 'half-written'));
    expect(halfWritten).toHaveLength(0);
    const [{ count }] = (
      await database.db.execute<{ count: string }>(
        sql`SELECT count(*) FROM processed_events WHERE event_id = ${poison.id}`,
      )
    ).rows as [{ count: string }];
    expect(Number(count)).toBe(0);
    await consumer.stop();
  });

  it('applies events that come while others are applied in shared transactions, in order, a failing one alone', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const transactions = new Map<string, string>();
    let brokenRuns = 0;
    const consumer = await startConsumer({
      name: 'together',
      event: auth.userRegistered,
      messaging,
      db: database.db,
      logger: silentLogger,
      maxDeliver: 2,
      handler: async (envelope, tx) => {
        const name = envelope.data.fullName;
        if (!name.startsWith('Together')) return;
        if (name === 'Together 0') await gate;
        if (name === 'Together 5') {
          brokenRuns += 1;
          throw new Error('handler broke');
        }
        const { rows } = await tx.execute<{ xid: string }>(sql`SELECT txid_current()::text AS xid`);
        transactions.set(name, rows[0]!.xid);
        await tx.insert(notes).values({ body: name });
      },
    });
    const deadLetters = messaging.nc.subscribe(`${prefix}deadletter.>`, { max: 1 });
    const events = Array.from({ length: 10 }, (_, i) => envelopeOf(`Together ${i}`));
    for (const envelope of events) await messaging.js.publish(subject, JSON.stringify(envelope));
    // All ten delivered while the first one's handler waits: the other nine queue behind it.
    const durable = `together-${auth.userRegistered.subject.replaceAll('.', '_')}`;
    await eventually(async () =>
      expect(
        (await messaging.jsm.consumers.info(streamName(prefix, 'auth'), durable)).num_ack_pending,
      ).toBeGreaterThanOrEqual(10),
    );
    open();
    for await (const message of deadLetters) expect(message.json<{ id: string }>().id).toBe(events[5]!.id);

    const applied = await database.db
      .select()
      .from(notes)
      .where(sql`${notes.body} LIKE 'Together%'`)
      .orderBy(notes.id);
    expect(applied.map(({ body }) => body)).toEqual(
      events.map(({ data }) => data.fullName).filter((name) => name !== 'Together 5'),
    );
    // The broken handler ran once per delivery; the nine others committed in fewer transactions than events.
    expect(brokenRuns).toBe(2);
    const committed = new Set(applied.map(({ body }) => transactions.get(body)));
    expect(committed.size).toBeLessThan(applied.length - 1);
    await consumer.stop();
  });

  it('gives a handler made by handledTogether the events applied at once, and each alone when they fail together', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const calls: string[][] = [];
    const consumer = await startConsumer({
      name: 'handled-together',
      event: auth.userRegistered,
      messaging,
      db: database.db,
      logger: silentLogger,
      handler: handledTogether<typeof auth.userRegistered>(async (envelopes, tx) => {
        const names = envelopes.map(({ data }) => data.fullName).filter((name) => name.startsWith('Batch'));
        if (names.length === 0) return;
        calls.push(names);
        if (names[0] === 'Batch 0') await gate;
        await tx.insert(notes).values(names.map((body) => ({ body })));
        // Fails whenever it comes with others: then each event is applied alone.
        if (names.includes('Batch 3') && names.length > 1) throw new Error('not with others');
      }),
    });
    const events = Array.from({ length: 6 }, (_, i) => envelopeOf(`Batch ${i}`));
    for (const envelope of events) await messaging.js.publish(subject, JSON.stringify(envelope));
    const durable = `handled-together-${auth.userRegistered.subject.replaceAll('.', '_')}`;
    await eventually(async () =>
      expect(
        (await messaging.jsm.consumers.info(streamName(prefix, 'auth'), durable)).num_ack_pending,
      ).toBeGreaterThanOrEqual(6),
    );
    open();
    const applied = () =>
      database.db.select().from(notes).where(sql`${notes.body} LIKE 'Batch%'`).orderBy(notes.id);
    await eventually(async () => expect(await applied()).toHaveLength(6));
    expect((await applied()).map(({ body }) => body)).toEqual(events.map(({ data }) => data.fullName));
    expect(calls.some((names) => names.length > 1 && names.includes('Batch 3'))).toBe(true);
    expect(calls).toContainEqual(['Batch 3']);
    await consumer.stop();
  });

  it('dead-letters a message that is not a valid event', async () => {
    const deadLetters = messaging.nc.subscribe(`${prefix}deadletter.>`, { max: 1 });
    const consumer = await startConsumer({
      name: 'strict',
      event: auth.userRegistered,
      messaging,
      db: database.db,
      logger: silentLogger,
      handler: async () => undefined,
    });
    await messaging.js.publish(subject, JSON.stringify({ hello: 'world' }));
    for await (const message of deadLetters) expect(message.json()).toEqual({ hello: 'world' });
    await consumer.stop();
  });

  it('keeps a poison event once in the dead-letter stream, logs its id, and replays it after a fix', async () => {
    const logLines: string[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => logLines.push(line) });
    let fixed = false;
    const consumer = await startConsumer({
      name: 'replayed',
      event: auth.userRegistered,
      messaging,
      db: database.db,
      logger,
      maxDeliver: 2,
      handler: async (envelope, tx) => {
        if (envelope.data.fullName !== 'Needs a fix') return;
        if (!fixed) throw new Error('bug in the handler');
        await tx.insert(notes).values({ body: 'fixed and applied' });
      },
    });
    const poison = envelopeOf('Needs a fix');
    await messaging.js.publish(subject, JSON.stringify(poison));
    const durable = `replayed-${auth.userRegistered.subject.replaceAll('.', '_')}`;
    await eventually(() => expect(logLines.join('')).toContain(poison.id), 20_000);
    const line = JSON.parse(logLines.find((l) => l.includes(poison.id)) ?? '{}');
    expect(line).toMatchObject({ msg: 'event dead-lettered', eventId: poison.id, consumer: durable });

    fixed = true;
    expect(await replayDeadLetters(messaging, durable, randomUUID())).toEqual([]);
    expect(await replayDeadLetters(messaging, durable, poison.id)).toEqual([poison.id]);
    const applied = () => database.db.select().from(notes).where(eq(notes.body, 'fixed and applied'));
    await eventually(async () => expect(await applied()).toHaveLength(1));
    // Replaying again (all of this consumer's dead letters, where the poison event is kept once)
    // changes nothing: the event was applied once.
    const all = await replayDeadLetters(messaging, durable);
    expect(all.filter((id) => id === poison.id)).toEqual([poison.id]);
    const marker = envelopeOf('After the replay');
    await messaging.js.publish(subject, JSON.stringify(marker));
    await eventually(async () => {
      const [{ count }] = (
        await database.db.execute<{ count: string }>(
          sql`SELECT count(*) FROM processed_events WHERE event_id = ${marker.id}`,
        )
      ).rows as [{ count: string }];
      expect(Number(count)).toBe(1);
    });
    expect(await applied()).toHaveLength(1);
    await consumer.stop();
  }, 60_000);

  it('holds an event through a database outage longer than its redeliveries, then applies it once', {
    timeout: 60_000,
  }, async () => {
    // A PostgreSQL server of this test's own, which it kills: never the shared one.
    const server = await startPostgresServer();
    const url = new URL(server.url);
    url.pathname = '/kit_consumer_outage';
    const db = await connectDatabase({ url: url.toString(), schema, migrationsFolder });
    const durable = `outage-${auth.userRegistered.subject.replaceAll('.', '_')}`;
    const deadLettered: string[] = [];
    const deadLetters = messaging.nc.subscribe(`${prefix}deadletter.${durable}`, {
      callback: (_error, message) => deadLettered.push(message.string()),
    });
    const consumer = await startConsumer({
      name: 'outage',
      event: auth.userRegistered,
      messaging,
      db,
      logger: silentLogger,
      // Two deliveries, 1 s apart: before, an outage of a few seconds dead-lettered the event.
      maxDeliver: 2,
      handler: async (envelope, tx) => {
        await tx.insert(notes).values({ body: envelope.data.fullName });
      },
    });
    const during = envelopeOf('Sent during the outage');
    try {
      await server.kill();
      await messaging.js.publish(subject, JSON.stringify(during));
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      await server.start();
      await eventually(async () => {
        const rows = await db.select().from(notes).where(eq(notes.body, 'Sent during the outage'));
        expect(rows).toHaveLength(1);
      }, 30_000);
      // (Earlier tests' bad messages on this subject are dead-lettered by this consumer too, rightly.)
      expect(deadLettered.filter((body) => body.includes(during.id))).toEqual([]);
    } finally {
      deadLetters.unsubscribe();
      await consumer.stop();
      await db.$client.end();
      await server.destroy();
    }
  });
});
