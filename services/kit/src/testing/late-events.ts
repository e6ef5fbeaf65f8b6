import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { EventData, EventDefinition } from '@academy/contracts';
import { eventually } from './eventually.ts';
import type { createEventPublisher } from './publisher.ts';

/** A running service as the copy checks drive it: events in, its own database read back. */
export interface ServiceWithCopies {
  publisher: Awaited<ReturnType<typeof createEventPublisher>>;
  query: <R extends Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<R[]>;
}

/**
 * Waits until the service has handled every event of `ids`. Each consumer applies its events in order,
 * so once the last event published to each consumer is handled, everything before it was too.
 */
export const untilHandled = (service: ServiceWithCopies, ids: string[]) =>
  eventually(async () => {
    const rows = await service.query('SELECT 1 FROM processed_events WHERE event_id = ANY($1)', [ids]);
    assert.equal(rows.length, ids.length);
  });

/** Publishes `event` as having occurred at `occurredAt` and waits until the service has handled it. */
export const publishHandled = async <E extends EventDefinition>(
  service: ServiceWithCopies,
  event: E,
  data: EventData<E>,
  occurredAt: string,
) =>
  untilHandled(service, [
    (await service.publisher.publish(event, data, randomUUID(), undefined, occurredAt)).id,
  ]);
