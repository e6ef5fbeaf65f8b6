import { learning } from '@academy/contracts';
import { cacheCounters } from '@academy/kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Msg, NatsError, Subscription } from 'nats';
import type { SharedNats } from '../messaging/nats-connection.ts';
import type { CourseListCache } from './course-list.ts';

const lookups = cacheCounters('course_details');

/** Past these the memory starts over rather than grow (a large catalogue, a large cohort, many refunds). */
const MAX_COURSES = 2000;
const MAX_GRANTS = 200_000;
const MAX_REVOKED = 10_000;

const keyOf = (userId: string, courseId: number) => `${userId}:${courseId}`;

/**
 * Course details as a learner sees them (the course screen's content, the same for every learner),
 * kept as the catalogue's reply bytes, with the learners the catalogue let in to each course: a cohort
 * opening an exam then costs no trip to the catalogue. Only replies the catalogue gave (200) are kept;
 * a refusal never is, so an enrolment shows at once.
 *
 * Fresh by events, on the course list's NATS connection: everything is forgotten whenever the
 * catalogue changes or may have (`catalogue.*`, a change through this replica, a lost connection;
 * `CourseListCache.onChange`), and nothing is kept or served while NATS is away. A learner's access
 * ends with `learning.enrolment.revoked.v1` (a refund, an ended subscription): the pair is forgotten
 * and never kept again on this replica until it is enrolled anew (the catalogue learns of the same
 * event a moment later and would still let them in meanwhile).
 */
export const startCourseDetailsCache = (options: {
  catalogueChanges: CourseListCache;
  /** The BFF's one NATS connection. */
  nats: SharedNats;
  prefix: string;
  logger: FastifyBaseLogger;
}) => {
  const contents = new Map<number, Buffer>();
  const grants = new Set<string>();
  const revoked = new Set<string>();
  // Bumped by every change: a reply fetched before one is not kept after it.
  let generation = 0;
  let hearingEnrolments = false;
  const subscriptions: Subscription[] = [];
  let closed = false;

  const forget = () => {
    generation += 1;
    contents.clear();
    grants.clear();
  };
  options.catalogueChanges.onChange(forget);

  const enrolmentOf = (message: Msg) => message.json<{ data: { userId: string; courseId: number } }>().data;
  const onRevoked = (error: NatsError | null, message: Msg) => {
    if (error) return forget();
    try {
      const { userId, courseId } = enrolmentOf(message);
      const key = keyOf(userId, courseId);
      generation += 1;
      grants.delete(key);
      if (revoked.size >= MAX_REVOKED) {
        revoked.clear();
        grants.clear();
      }
      revoked.add(key);
    } catch (problem) {
      options.logger.warn({ err: problem }, 'unreadable enrolment event; course details forgotten');
      forget();
    }
  };
  const onCreated = (error: NatsError | null, message: Msg) => {
    if (error) return;
    try {
      const { userId, courseId } = enrolmentOf(message);
      revoked.delete(keyOf(userId, courseId));
    } catch {
      // Nothing kept depends on it: a pair left revoked is only asked of the catalogue each time.
    }
  };

  options.nats
    .then(async (nc) => {
      if (closed) return;
      subscriptions.push(
        nc.subscribe(`${options.prefix}${learning.enrolmentRevoked.subject}`, { callback: onRevoked }),
        nc.subscribe(`${options.prefix}${learning.enrolmentCreated.subject}`, { callback: onCreated }),
      );
      // The server has the subscriptions before anything is kept: no revocation falls in between.
      await nc.flush();
      hearingEnrolments = true;
    })
    // An unreachable NATS is reported once, where the connection is opened; details are then always asked.
    .catch(() => undefined);

  const fresh = () => hearingEnrolments && options.catalogueChanges.listening();

  return {
    /** The learner's view of the course from memory, if the catalogue let this learner in since the last change. */
    lookup: (userId: string, courseId: number): Buffer | undefined => {
      const content = fresh() && grants.has(keyOf(userId, courseId)) ? contents.get(courseId) : undefined;
      if (content) lookups.hit();
      else lookups.miss();
      return content;
    },
    /** True when memory holds no copy of the course's content (the next one kept must be the database's). */
    lacks: (courseId: number) => !contents.has(courseId),
    /** Where the memory stands now; pass it to `keep` with a reply fetched from now on. */
    generation: () => generation,
    /** The catalogue let `userId` in and answered `body`, fetched in `fetchedIn`: kept unless something changed since. */
    keep: (userId: string, courseId: number, body: Buffer, fetchedIn: number) => {
      const key = keyOf(userId, courseId);
      if (!fresh() || fetchedIn !== generation || revoked.has(key)) return;
      if (!contents.has(courseId)) {
        if (contents.size >= MAX_COURSES) contents.clear();
        contents.set(courseId, body);
      }
      if (grants.size >= MAX_GRANTS) grants.clear();
      grants.add(key);
    },
    /** A change made through this replica: nothing fetched before it is served after it. */
    forget,
    close: async () => {
      closed = true;
      hearingEnrolments = false;
      for (const subscription of subscriptions) subscription.unsubscribe();
    },
  };
};

export type CourseDetailsCache = ReturnType<typeof startCourseDetailsCache>;
