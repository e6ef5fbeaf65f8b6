import { catalogue, type EventData, type EventDefinition, type EventEnvelope } from '@academy/contracts';
import type { EventHandler } from './consumer.ts';
import type { Executor } from './outbox.ts';

/** Starts a durable consumer of one event (what `connectPlatform` gives as `consume`). */
export type Consume = <E extends EventDefinition>(event: E, handler: EventHandler<E>) => Promise<void>;

/** One event a service keeps state from, bound to its handler; a service lists them in `events/subscriptions.ts`. */
export type Subscription = (consume: Consume) => Promise<void>;

/** Sends `event` to `handler`. */
export const on =
  <E extends EventDefinition>(event: E, handler: EventHandler<E>): Subscription =>
  (consume) =>
    consume(event, handler);

/**
 * The catalogue's course lifecycle, which several services keep a copy of: every published or
 * updated version goes to `keep`, a deletion to `forget`.
 */
export const onCatalogueCourse = (
  keep: (envelope: EventEnvelope<EventData<typeof catalogue.coursePublished>>, tx: Executor) => Promise<void>,
  forget: EventHandler<typeof catalogue.courseDeleted>,
): Subscription[] => [
  on(catalogue.coursePublished, keep),
  on(catalogue.courseUpdated, keep),
  on(catalogue.courseDeleted, forget),
];

/** Starts the consumers of `subscriptions`, one after the other. */
export const subscribe = async (consume: Consume, subscriptions: Subscription[]) => {
  for (const subscription of subscriptions) await subscription(consume);
};
