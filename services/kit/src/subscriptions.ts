import {
  auth,
  catalogue,
  type EventData,
  type EventDefinition,
  type EventEnvelope,
} from '@academy/contracts';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { EventHandler } from './consumer.ts';
import {
  changeNewerCopy,
  keepUserCopy,
  type StampedCopy,
  type UserCopy,
  type UserCopyState,
} from './db/upsert.ts';
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
 * A handler of the state several events carry (an update repeats the created state): written out
 * rather than as `EventHandler<E>`, so `on` takes the event from its first argument.
 */
type StateHandler<E extends EventDefinition> = (
  envelope: EventEnvelope<EventData<E>>,
  tx: Executor,
) => Promise<void>;

/**
 * The catalogue's course lifecycle, which several services keep a copy of: every published or
 * updated version goes to `keep`, a deletion to `forget`.
 */
export const onCatalogueCourse = (
  keep: StateHandler<typeof catalogue.coursePublished>,
  forget: EventHandler<typeof catalogue.courseDeleted>,
): Subscription[] => [
  on(catalogue.coursePublished, keep),
  on(catalogue.courseUpdated, keep),
  on(catalogue.courseDeleted, forget),
];

/** A copy of the catalogue's courses that keeps a deleted course, marked, for what already refers to it. */
type CourseCopy = StampedCopy & { id: PgColumn; deleted: PgColumn };

/**
 * catalogue.course.deleted.v1 for `table`: the course is marked deleted, unless the copy holds a newer
 * state; an update announced before the deletion but handled after it changes nothing.
 */
export const markCourseDeleted =
  <T extends CourseCopy>(table: T): EventHandler<typeof catalogue.courseDeleted> =>
  async ({ data, occurredAt }, tx) => {
    await changeNewerCopy(
      tx,
      table,
      eq(table.id, data.courseId),
      { deleted: true } as PgUpdateSetSource<T>,
      occurredAt,
    );
  };

/**
 * The user lifecycle, which several services keep a name or address from: an update carries the
 * registered state and more, so one `keep` serves both.
 */
const onAuthUser = (keep: StateHandler<typeof auth.userRegistered>): Subscription[] => [
  on(auth.userRegistered, keep),
  on(auth.userUpdated, keep),
];

/**
 * Keeps `table`'s copy of every account from the user lifecycle, `pick` choosing what of the account it
 * keeps. A registration or an older update delivered after a newer update leaves the newer state.
 */
export const keepAuthUsers = <T extends UserCopy>(
  table: T,
  pick: (user: EventData<typeof auth.userRegistered>) => UserCopyState<T>,
): Subscription[] =>
  onAuthUser(async ({ data, occurredAt }, tx) => {
    await keepUserCopy(tx, table, { userId: data.userId, occurredAt }, pick(data));
  });

/** Starts the consumers of `subscriptions`, one after the other. */
export const subscribe = async (consume: Consume, subscriptions: Subscription[]) => {
  for (const subscription of subscriptions) await subscription(consume);
};
