import { catalogue as catalogueEvents } from '@academy/contracts';
import { cacheCounters, consumeTraced } from '@academy/kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Msg, NatsError, Subscription } from 'nats';
import type { CatalogueClient } from '../clients/catalogue.ts';
import type { SharedNats } from '../messaging/nats-connection.ts';
import { type Representation, toRepresentation, withCompressedVariants } from './representation.ts';

/** The published course list in both shapes the API serves it in. */
export interface CourseList {
  /** `{ courses: [...] }` (`GET /course`) */
  wrapped: Representation;
  /** `[...]` (`GET /courses/courses`) */
  bare: Representation;
}

const CATALOGUE_SUBJECTS = `${catalogueEvents.coursePublished.subject.split('.')[0]}.>`;

const lookups = cacheCounters('course_list');

/**
 * The public course list kept in memory and refreshed by `catalogue.*` events. Plain NATS
 * subscriptions (every replica hears every event, nothing durable): the list is reloaded from the
 * catalogue service on start, after each catalogue event, and after a reconnect, when events may have
 * been missed. While NATS is away nothing would tell the copy it is stale, so the list is then asked
 * of the catalogue service on every request instead.
 */
export const startCourseListCache = (options: {
  catalogue: CatalogueClient;
  /** The BFF's one NATS connection. */
  nats: SharedNats;
  prefix: string;
  logger: FastifyBaseLogger;
}) => {
  let current: CourseList | undefined;
  let listening = false;
  let subscription: Subscription | undefined;
  let closed = false;
  // Bumped by every change; a load that started before the latest change is not kept.
  let generation = 0;
  let pending: { generation: number; promise: Promise<CourseList> } | undefined;
  const changeListeners: (() => void)[] = [];
  const changed = () => {
    for (const listener of changeListeners) listener();
  };

  const fetchList = async (): Promise<CourseList> => {
    // `no-cache`: the catalogue reads its database, so a replica that has not heard the event yet
    // cannot hand back the list from before the change.
    const { courses } = await options.catalogue.publishedCourses({ 'cache-control': 'no-cache' });
    return {
      wrapped: withCompressedVariants(toRepresentation({ courses })),
      bare: withCompressedVariants(toRepresentation(courses)),
    };
  };

  /** One load per generation, shared by every request that waits for it. */
  const load = () => {
    if (pending?.generation === generation) return pending.promise;
    const started = generation;
    const promise = fetchList()
      .then(
        (list) => {
          if (started === generation) current = list;
          return list;
        },
        (error) => {
          if (started === generation) current = undefined;
          throw error;
        },
      )
      .finally(() => {
        if (pending?.promise === promise) pending = undefined;
      });
    pending = { generation: started, promise };
    return promise;
  };

  /** Something changed somewhere: load the new list, serving the previous one until it arrives. */
  const refresh = () => {
    generation += 1;
    changed();
    load().catch((error) => options.logger.warn({ err: error }, 'course list reload failed'));
  };

  /** A catalogue event: the reload (its call to the catalogue service) joins the trace of the change. */
  const onEvent = (error: NatsError | null, message: Msg) => {
    if (error) return refresh();
    const subject = message.subject.slice(options.prefix.length);
    void consumeTraced(subject, message.headers, async () => refresh());
  };

  options.nats
    .then(async (nc) => {
      if (closed) return;
      subscription = nc.subscribe(`${options.prefix}${CATALOGUE_SUBJECTS}`, { callback: onEvent });
      // The server has the subscription before the first load starts: no change falls in between.
      await nc.flush();
      listening = true;
      refresh();
      for await (const status of nc.status()) {
        if (closed) break;
        if (status.type === 'disconnect') {
          listening = false;
          changed();
        }
        if (status.type === 'reconnect') {
          listening = true;
          refresh();
        }
      }
    })
    // An unreachable NATS is reported once, where the connection is opened; the list is then always asked.
    .catch(() => undefined);

  return {
    /** The list from memory while events keep it fresh; from the catalogue service otherwise. */
    get: async (): Promise<CourseList> => {
      if (listening && current) {
        lookups.hit();
        return current;
      }
      lookups.miss();
      return listening ? load() : fetchList();
    },
    /** A change made through this replica: the next read waits for the new list (read your writes). */
    invalidate: () => {
      generation += 1;
      current = undefined;
      changed();
    },
    /** Calls `listener` whenever the catalogue changed, or may have (a change through this replica, an event, a lost connection). */
    onChange: (listener: () => void) => {
      changeListeners.push(listener);
    },
    /** True while events keep copies of the catalogue fresh; false while NATS is away. */
    listening: () => listening,
    close: async () => {
      closed = true;
      listening = false;
      subscription?.unsubscribe();
    },
  };
};

export type CourseListCache = ReturnType<typeof startCourseListCache>;
