import {
  auth,
  catalogue,
  type EventData,
  type EventDefinition,
  type EventEnvelope,
} from '@academy/contracts';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { EventHandler } from './consumer.ts';
import { lockName } from './db/lock-row.ts';
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
 * updated version goes to `keep`, a deletion to `forget`. A deleted course is deleted for good, so the
 * deletion is also recorded in `deleted` (the service's table of `deletedCourseColumns`) and no state of
 * that course handled after it is kept: not even a first `published` that comes after the deletion,
 * when there was no copy yet for `forget` to mark. A course's events take turns on a lock on its id, so
 * a deletion and a state handled at once by two consumers cannot each miss what the other writes.
 */
export const onCatalogueCourse = (
  keep: StateHandler<typeof catalogue.coursePublished>,
  forget: EventHandler<typeof catalogue.courseDeleted>,
  deleted: DeletedCourses,
): Subscription[] => {
  const lockCourse = (tx: Executor, courseId: number) => lockName(tx, `course-copy:${courseId}`);
  const keepUnlessDeleted: StateHandler<typeof catalogue.coursePublished> = async (envelope, tx) => {
    await lockCourse(tx, envelope.data.courseId);
    const [gone] = await tx
      .select({ courseId: deleted.courseId })
      .from(deleted as PgTable)
      .where(eq(deleted.courseId, envelope.data.courseId));
    if (!gone) await keep(envelope, tx);
  };
  const recordDeletion: EventHandler<typeof catalogue.courseDeleted> = async (envelope, tx) => {
    await lockCourse(tx, envelope.data.courseId);
    await tx
      .insert(deleted)
      .values({ courseId: envelope.data.courseId, deletedAt: new Date(envelope.occurredAt) } as PgInsertValue<
        typeof deleted
      >)
      .onConflictDoNothing();
    await forget(envelope, tx);
  };
  return [
    on(catalogue.coursePublished, keepUnlessDeleted),
    on(catalogue.courseUpdated, keepUnlessDeleted),
    on(catalogue.courseDeleted, recordDeletion),
  ];
};

/** A service's table of the courses it has seen deleted (`deletedCourseColumns`). */
type DeletedCourses = PgTable & { courseId: PgColumn; deletedAt: PgColumn };

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
 * Keeps `table`'s copy of every account from the user lifecycle, `pick` choosing what of the account it
 * keeps: an update carries the registered state and more, so one handler serves both. A registration or an
 * older update delivered after a newer update leaves the newer state.
 */
export const keepAuthUsers = <T extends UserCopy>(
  table: T,
  pick: (user: EventData<typeof auth.userRegistered>) => UserCopyState<T>,
): Subscription[] => {
  const keep: StateHandler<typeof auth.userRegistered> = async ({ data, occurredAt }, tx) => {
    await keepUserCopy(tx, table, { userId: data.userId, occurredAt }, pick(data));
  };
  return [on(auth.userRegistered, keep), on(auth.userUpdated, keep)];
};

/** Starts the consumers of `subscriptions`, one after the other. */
export const subscribe = async (consume: Consume, subscriptions: Subscription[]) => {
  for (const subscription of subscriptions) await subscription(consume);
};
