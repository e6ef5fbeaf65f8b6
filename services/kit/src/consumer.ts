import { setTimeout as sleep } from 'node:timers/promises';
import { contextOf, type EventData, type EventDefinition, EventEnvelope } from '@academy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AckPolicy, DeliverPolicy, type JsMsg, nanos, headers as natsHeaders } from 'nats';
import { batchWhileBusy } from './batch-while-busy.ts';
import { validatorOf } from './compiled-on-first-use.ts';
import type { Database } from './db/database.ts';
import { runNamed } from './db/prepared.ts';
import { DEAD_LETTER_CONTEXT, ORIGINAL_SUBJECT_HEADER } from './dead-letters.ts';
import type { Messaging } from './messaging.ts';
import { consumerDeadLetters, consumerRedeliveries, watchConsumer } from './metrics/consumers.ts';
import type { Executor } from './outbox.ts';
import { consumeTraced, consumeTracedTogether } from './tracing/index.ts';
import { isDatabaseUnreachable } from './unreachable.ts';

export type EventHandler<E extends EventDefinition> = ((
  envelope: EventEnvelope<EventData<E>>,
  tx: Executor,
) => Promise<void>) & {
  /** Applies several events, in the order delivered, at once (a handler made by `handledTogether`). */
  together?: (envelopes: EventEnvelope<EventData<E>>[], tx: Executor) => Promise<void>;
};

/**
 * A handler whose work for several events is cheaper done at once than event by event (one statement for
 * all of them, say): the consumer gives it the events it applies in one transaction together, and a
 * single event as a list of one. When it fails for several, each event is applied alone.
 */
export const handledTogether = <E extends EventDefinition>(
  apply: (envelopes: EventEnvelope<EventData<E>>[], tx: Executor) => Promise<void>,
): EventHandler<E> =>
  Object.assign((envelope: EventEnvelope<EventData<E>>, tx: Executor) => apply([envelope], tx), {
    together: apply,
  });

export interface Consumer {
  stop(): Promise<void>;
}

const redeliveryDelayMs = (attempt: number) => Math.min(30_000, 500 * 2 ** attempt);

/** A handler's failure, with the place of its event in the batch being applied. */
class EventFailed extends Error {
  readonly index: number;

  constructor(index: number, cause: unknown) {
    super((cause as Error | undefined)?.message ?? String(cause), { cause });
    this.index = index;
  }
}

/** The most events one transaction applies (`startConsumer`). */
const MAX_EVENTS_TOGETHER = 20;

/** Records the deliveries' events as processed by the consumer ($1); returns those that were not yet. */
const INSERT_PROCESSED = `
  INSERT INTO processed_events (consumer, event_id) SELECT $1, unnest($2::uuid[])
  ON CONFLICT DO NOTHING
  RETURNING event_id AS "eventId"`;

/**
 * A durable JetStream consumer that applies each event exactly once, in the order delivered: the handler's
 * writes and the `processed_events` row commit in one transaction (several events' together under load), the
 * message is acked only after the commit, and
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
  /** Called after each transaction of applied events commits: the outbox relay's `wake`, for the events the handlers wrote. */
  afterCommit?: () => void;
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
  type Delivery = { message: JsMsg; envelope: EventEnvelope<EventData<E>> };

  /**
   * The handlers' writes and the deliveries' processed rows in one transaction, retried while the database
   * is away. An event delivered twice in one batch is applied once.
   */
  const applyInOneTransaction = async (deliveries: Delivery[]) => {
    const ids = deliveries.map(({ envelope }) => envelope.id.toLowerCase());
    for (let pause = 250; ; pause = Math.min(pause * 2, 5_000)) {
      try {
        return await db.transaction(async (tx) => {
          const fresh = new Set(
            (
              await runNamed<{ eventId: string }>(tx, {
                name: 'kit_processed_events',
                text: INSERT_PROCESSED,
                values: [durable, ids],
              })
            ).map(({ eventId }) => eventId),
          );
          const applied = deliveries.flatMap((delivery, index) =>
            fresh.delete(ids[index]!) ? [{ ...delivery, index }] : [],
          );
          const { together } = options.handler;
          if (together && applied.length > 1) {
            // One span for the batch: a handler's work for several is no one event's.
            return consumeTracedTogether(
              event.subject,
              applied.map(({ message }) => message.headers),
              () =>
                together(
                  applied.map(({ envelope }) => envelope),
                  tx,
                ),
            );
          }
          for (const { message, envelope, index } of applied) {
            await consumeTraced(event.subject, message.headers, () => options.handler(envelope, tx)).catch(
              (error: unknown) => {
                throw new EventFailed(index, error);
              },
            );
          }
        });
      } catch (error) {
        const cause = error instanceof EventFailed ? error.cause : error;
        if (stopping || !isDatabaseUnreachable(cause)) throw error;
        if (pause === 250)
          logger.warn({ err: error, eventIds: ids }, 'database unreachable; holding the events');
        // Tells JetStream the messages are still being worked on, so they are not redelivered meanwhile.
        for (const { message } of deliveries) message.working();
        await sleep(pause);
      }
    }
  };

  type Outcome = { error: unknown } | undefined;

  /**
   * Applies the deliveries in one transaction and resolves to each one's failure. When an event's handler
   * fails, the events before it are applied again without it, it fails alone (its handler is not run again
   * for this delivery), and those after it are applied next. A failure of the transaction that is no event's
   * own (its commit, say) is retried with each event alone, so that one event's failure is only its own.
   */
  const applyTogether = async (deliveries: Delivery[]): Promise<Outcome[]> => {
    if (deliveries.length === 0) return [];
    try {
      await applyInOneTransaction(deliveries);
      options.afterCommit?.();
      return deliveries.map(() => undefined);
    } catch (error) {
      if (error instanceof EventFailed) {
        const before = await applyTogether(deliveries.slice(0, error.index));
        return [
          ...before,
          { error: error.cause },
          ...(await applyTogether(deliveries.slice(error.index + 1))),
        ];
      }
      if (deliveries.length === 1) return [{ error }];
      const outcomes: Outcome[] = [];
      for (const delivery of deliveries) outcomes.push(...(await applyTogether([delivery])));
      return outcomes;
    }
  };

  /**
   * Events delivered while others are being applied are applied together, in the order they came, in one
   * transaction: under a rush a transaction per event (its BEGIN, processed row and COMMIT, three round
   * trips) cost more than the event's own writes.
   */
  const applyInOrder = batchWhileBusy<Delivery, Outcome>({
    concurrency: 1,
    maxBatch: MAX_EVENTS_TOGETHER,
    run: applyTogether,
  });

  const handle = async (message: JsMsg) => {
    if (message.info.redelivered) consumerRedeliveries.inc({ consumer: durable });
    let envelope: EventEnvelope<EventData<E>>;
    try {
      envelope = message.json<EventEnvelope<EventData<E>>>();
    } catch {
      return deadLetter(message, 'not JSON');
    }
    if (!validatorOf(EventEnvelope).Check(envelope) || !validatorOf(event.schema).Check(envelope.data)) {
      return deadLetter(message, 'does not match its schema', (envelope as { id?: string } | null)?.id);
    }
    const failed = await applyInOrder({ message, envelope });
    if (!failed) return message.ack();
    if (stopping) return message.nak();
    const attempt = message.info.redeliveryCount;
    if (attempt >= maxDeliver) return deadLetter(message, (failed.error as Error).message, envelope.id);
    logger.warn({ err: failed.error, eventId: envelope.id, attempt }, 'event handler failed; will retry');
    message.nak(redeliveryDelayMs(attempt));
  };

  // Messages are handed on as they come, so that those delivered while a batch is applied make the next;
  // at most two batches' worth wait, and JetStream holds the rest.
  const waiting = new Set<Promise<void>>();
  const loop = (async () => {
    for await (const message of messages) {
      const handled: Promise<void> = handle(message)
        .catch((error: unknown) =>
          logger.error({ err: error }, 'event left unacknowledged; it will come again'),
        )
        .finally(() => waiting.delete(handled));
      waiting.add(handled);
      if (waiting.size >= 2 * MAX_EVENTS_TOGETHER) await Promise.race(waiting);
    }
    await Promise.all(waiting);
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
