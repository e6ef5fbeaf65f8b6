import { setTimeout as sleep } from 'node:timers/promises';
import { contextOf, type EventData, type EventDefinition, EventEnvelope } from '@academy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AckPolicy, DeliverPolicy, type JsMsg, nanos, headers as natsHeaders } from 'nats';
import { Value } from 'typebox/value';
import type { Database } from './db/database.ts';
import { processedEvents } from './db/schema.ts';
import { DEAD_LETTER_CONTEXT, ORIGINAL_SUBJECT_HEADER } from './dead-letters.ts';
import type { Messaging } from './messaging.ts';
import { consumerDeadLetters, consumerRedeliveries, watchConsumer } from './metrics/consumers.ts';
import type { Executor } from './outbox.ts';
import { consumeTraced } from './tracing/index.ts';
import { isDatabaseUnreachable } from './unreachable.ts';

export type EventHandler<E extends EventDefinition> = (
  envelope: EventEnvelope<EventData<E>>,
  tx: Executor,
) => Promise<void>;

export interface Consumer {
  stop(): Promise<void>;
}

const redeliveryDelayMs = (attempt: number) => Math.min(30_000, 500 * 2 ** attempt);

/**
 * A durable JetStream consumer that applies each event exactly once: the handler's writes and the
 * `processed_events` row commit in one transaction, the message is acked only after the commit, and
 * a redelivered event whose row exists is acked without running the handler again. A message that
 * keeps failing is redelivered `maxDeliver` times, then published to `deadletter.<consumer>` and logged.
 * An unreachable database is no fault of the event: the consumer holds the message and tries again
 * until the database answers, spending no delivery, so an outage however long dead-letters nothing.
 */
export const startConsumer = async <E extends EventDefinition, S extends Record<string, unknown>>(options: {
  /** Names the durable consumer; unique per service and event. */
  name: string;
  event: E;
  handler: EventHandler<E>;
  messaging: Messaging;
  db: Database<S>;
  logger: FastifyBaseLogger;
  maxDeliver?: number;
}): Promise<Consumer> => {
  const { messaging, event, db } = options;
  const maxDeliver = options.maxDeliver ?? 5;
  const durable = `${options.name}-${event.subject.replaceAll('.', '_')}`;
  const logger = options.logger.child({ consumer: durable });
  const stream = await messaging.ensureStream(contextOf(event.subject));
  await messaging.jsm.consumers.add(stream, {
    durable_name: durable,
    filter_subject: `${messaging.prefix}${event.subject}`,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    max_deliver: maxDeliver,
    ack_wait: nanos(30_000),
  });
  await messaging.ensureStream(DEAD_LETTER_CONTEXT);
  // A pull lives 5 s (not the client's default 30 s): the server heartbeats every half of it, so a pull lost
  // with a cluster node that died (or its consumer leader moving) is noticed after two missed heartbeats, in
  // seconds rather than half a minute during which no event is applied. Idle, it costs one pull per 5 s.
  const messages = await (await messaging.js.consumers.get(stream, durable)).consume({
    max_messages: 20,
    expires: 5_000,
  });
  const unwatch = watchConsumer(messaging, stream, durable);

  /** Kept in the dead-letter stream (once per event and consumer) for `npm run replay-deadletter`. */
  const deadLetter = async (message: JsMsg, reason: string, eventId?: string) => {
    logger.error({ subject: message.subject, eventId, reason }, 'event dead-lettered');
    consumerDeadLetters.inc({ consumer: durable });
    const headers = natsHeaders();
    headers.set(ORIGINAL_SUBJECT_HEADER, message.subject);
    await messaging.js.publish(`${messaging.prefix}${DEAD_LETTER_CONTEXT}.${durable}`, message.data, {
      headers,
      msgID: `${durable}:${eventId ?? message.info.streamSequence}`,
    });
    message.term();
  };

  let stopping = false;
  /** The handler's writes and the processed row in one transaction, retried while the database is away. */
  const applyOnce = async (message: JsMsg, envelope: EventEnvelope<EventData<E>>) => {
    for (let pause = 250; ; pause = Math.min(pause * 2, 5_000)) {
      try {
        return await db.transaction(async (tx) => {
          const fresh = await tx
            .insert(processedEvents)
            .values({ consumer: durable, eventId: envelope.id })
            .onConflictDoNothing()
            .returning();
          if (fresh.length > 0) await options.handler(envelope, tx);
        });
      } catch (error) {
        if (stopping || !isDatabaseUnreachable(error)) throw error;
        if (pause === 250)
          logger.warn({ err: error, eventId: envelope.id }, 'database unreachable; holding the event');
        // Tells JetStream the message is still being worked on, so it is not redelivered meanwhile.
        message.working();
        await sleep(pause);
      }
    }
  };

  const handle = async (message: JsMsg) => {
    if (message.info.redelivered) consumerRedeliveries.inc({ consumer: durable });
    let envelope: EventEnvelope<EventData<E>>;
    try {
      envelope = message.json<EventEnvelope<EventData<E>>>();
    } catch {
      return deadLetter(message, 'not JSON');
    }
    if (!Value.Check(EventEnvelope, envelope) || !Value.Check(event.schema, envelope.data)) {
      return deadLetter(message, 'does not match its schema', (envelope as { id?: string } | null)?.id);
    }
    try {
      await consumeTraced(event.subject, message.headers, () => applyOnce(message, envelope));
      message.ack();
    } catch (error) {
      if (stopping) return message.nak();
      const attempt = message.info.redeliveryCount;
      if (attempt >= maxDeliver) return deadLetter(message, (error as Error).message, envelope.id);
      logger.warn({ err: error, eventId: envelope.id, attempt }, 'event handler failed; will retry');
      message.nak(redeliveryDelayMs(attempt));
    }
  };

  const loop = (async () => {
    for await (const message of messages) await handle(message);
  })();

  return {
    stop: async () => {
      stopping = true;
      unwatch();
      await messages.close();
      await loop;
    },
  };
};
