import { randomUUID } from 'node:crypto';
import type { EventData, EventDefinition, EventEnvelope } from '@academy/contracts';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { validatorOf } from './compiled-on-first-use.ts';
import { runNamed } from './db/prepared.ts';
import { currentTraceparent } from './tracing/index.ts';

/** A database or an open transaction: anything the outbox row can be written through. */
export type Executor = PgDatabase<NodePgQueryResultHKT, Record<string, unknown>>;

/**
 * The correlation id the events a handler causes carry: the one its event came with (the request that
 * began the chain), or, for an event that came without one, that event's own id. Never a fresh one per
 * hop, so one id runs through a request and every event it causes.
 */
export const correlationIdOf = (envelope: Pick<EventEnvelope<unknown>, 'id' | 'correlationId'>) =>
  envelope.correlationId ?? envelope.id;

/**
 * An event's outbox row, its envelope checked against the event's schema: for a statement that writes
 * the event beside the change in one round trip (`enqueueEvent` writes it alone).
 */
export const outboxRow = <E extends EventDefinition>(
  event: E,
  data: EventData<E>,
  correlationId?: string,
) => {
  const validator = validatorOf(event.schema);
  if (!validator.Check(data)) {
    const [problem] = validator.Errors(data);
    throw new Error(`${event.subject}: ${problem?.instancePath || 'payload'} ${problem?.message}`);
  }
  const envelope: EventEnvelope<EventData<E>> = {
    id: randomUUID(),
    subject: event.subject,
    occurredAt: new Date().toISOString(),
    ...(correlationId ? { correlationId } : {}),
    data,
  };
  return { id: envelope.id, subject: event.subject, envelope, traceparent: currentTraceparent() ?? null };
};

/**
 * The insert of one outbox row for a statement of data-modifying CTEs, its four values the parameters
 * `$first` to `$first + 3` (`outboxValues`). After `from`, a CTE's name, it writes one row per row of that
 * CTE: none when the change it follows did not happen.
 */
export const insertOutboxRow = (first: number, from?: string) =>
  `INSERT INTO outbox (id, subject, envelope, traceparent) ` +
  `SELECT $${first}::uuid, $${first + 1}::text, $${first + 2}::jsonb, $${first + 3}::text` +
  (from ? ` FROM ${from}` : '');

/** An outbox row's values in the order `insertOutboxRow` takes them. */
export const outboxValues = (row: ReturnType<typeof outboxRow>) => [
  row.id,
  row.subject,
  row.envelope,
  row.traceparent,
];

/** Every row in one statement: its four columns as four arrays, paired by position. */
const INSERT_OUTBOX_ROWS =
  'INSERT INTO outbox (id, subject, envelope, traceparent) ' +
  'SELECT * FROM unnest($1::uuid[], $2::text[], $3::jsonb[], $4::text[])';

/**
 * Records events of one kind in the outbox, in the order given. Call it inside the transaction that makes
 * the change, so the events exist if and only if the change does; the relay publishes them afterwards.
 * One statement prepared per connection whatever their number: a change that concerns many learners
 * writes all its events in one round trip, not one each.
 */
export const enqueueEvents = async <E extends EventDefinition>(
  tx: Executor,
  event: E,
  events: readonly { data: EventData<E>; correlationId?: string | undefined }[],
): Promise<EventEnvelope<EventData<E>>[]> => {
  if (events.length === 0) return [];
  const rows = events.map(({ data, correlationId }) => outboxRow(event, data, correlationId));
  await runNamed(tx, {
    name: 'kit_outbox_insert_rows',
    text: INSERT_OUTBOX_ROWS,
    values: [
      rows.map((row) => row.id),
      rows.map((row) => row.subject),
      rows.map((row) => JSON.stringify(row.envelope)),
      rows.map((row) => row.traceparent),
    ],
  });
  return rows.map((row) => row.envelope);
};

/** Records one event in the outbox (`enqueueEvents`, of one). */
export const enqueueEvent = async <E extends EventDefinition>(
  tx: Executor,
  event: E,
  data: EventData<E>,
  correlationId?: string,
): Promise<EventEnvelope<EventData<E>>> => {
  const [envelope] = await enqueueEvents(tx, event, [{ data, correlationId }]);
  return envelope as EventEnvelope<EventData<E>>;
};
