import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Events written in the same transaction as the state change; the relay publishes and stamps them. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    subject: text('subject').notNull(),
    envelope: jsonb('envelope').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The W3C trace context of the change that wrote the event (tracing on), continued when it is published. */
    traceparent: text('traceparent'),
  },
  (t) => [index('outbox_unpublished_idx').on(t.createdAt).where(sql`published_at IS NULL`)],
);

/** One row per event a consumer has applied: the effect and this row commit together. */
export const processedEvents = pgTable(
  'processed_events',
  {
    consumer: text('consumer').notNull(),
    eventId: uuid('event_id').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.consumer, t.eventId] })],
);
