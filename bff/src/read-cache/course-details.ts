import { learning } from '@academy/contracts';
import { cacheCounters } from '@academy/kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Msg, NatsError, Subscription } from 'nats';
import type { SharedNats } from '../messaging/nats-connection.ts';
import type { CourseListCache } from './course-list.ts';
import { type Representation, representationOf, sizeOf, withCompressedVariants } from './representation.ts';

const lookups = cacheCounters('course_details');

/** Past these the memory starts over rather than grow (a large catalogue, a large cohort, many refunds). */
const MAX_CONTENT_BYTES = 16 * 1024 * 1024;
const MAX_GRANTS = 200_000;
const MAX_REVOKED = 10_000;

const keyOf = (userId: string, courseId: number) => `${userId}:${courseId}`;
/** One subscription for both, so a revocation is heard after the enrolment it ends. */
const ENROLMENT_SUBJECTS = 'learning.enrolment.>';

/**
 * Course details as a learner sees them (the course screen's content, the same for every learner),
 * kept as the catalogue's reply bytes, with who may open each course: a cohort opening an exam then
 * costs no trip to the catalogue. Who may is what the catalogue decides from too: the learning
 * service's `learning.enrolment.created.v1` (heard here as it is published), or a reply the catalogue
 * gave a learner (enrolled before this replica started). A refusal is never kept, so an enrolment
 * this replica has not heard of yet is asked of the catalogue.
 *
 * Fresh by events, on the course list's NATS connection: everything is forgotten whenever the
 * catalogue changes or may have (`catalogue.*`, a change through this replica, a lost connection;
 * `CourseListCache.onChange`), and nothing is kept or served while NATS is away. A learner's access
 * ends with `learning.enrolment.revoked.v1` (a refund, an ended subscription): the pair is forgotten
 * and not let in from a catalogue reply again on this replica until it is enrolled anew (the catalogue
 * learns of the same event a moment later and would still let them in meanwhile).
 */
export const startCourseDetailsCache = (options: {
  catalogueChanges: CourseListCache;
  /** The BFF's one NATS connection. */
  nats: SharedNats;
  prefix: string;
  logger: FastifyBaseLogger;
}) => {
  const contents = new Map<number, Representation>();
  let contentBytes = 0;
  const grants = new Set<string>();
  const revoked = new Set<string>();
  // Bumped by every change: a reply fetched before one is not kept after it.
  let generation = 0;
  let hearingEnrolments = false;
  const subscriptions: Subscription[] = [];
  let closed = false;

  // Who may open a course is not the catalogue's content: only enrolment events and lost ones change it.
  const forget = () => {
    generation += 1;
    contents.clear();
    contentBytes = 0;
  };
  const forgetGrants = () => {
    generation += 1;
    grants.clear();
  };
  options.catalogueChanges.onChange(forget);

  const grant = (key: string) => {
    if (grants.size >= MAX_GRANTS) grants.clear();
    grants.add(key);
  };
  const revoke = (key: string) => {
    generation += 1;
    grants.delete(key);
    if (revoked.size >= MAX_REVOKED) {
      revoked.clear();
      grants.clear();
    }
    revoked.add(key);
  };
  const onEnrolment = (error: NatsError | null, message: Msg) => {
    if (error) return forgetGrants();
    try {
      const { userId, courseId } = message.json<{ data: { userId: string; courseId: number } }>().data;
      const key = keyOf(userId, courseId);
      const subject = message.subject.slice(options.prefix.length);
      if (subject === learning.enrolmentRevoked.subject) revoke(key);
      if (subject === learning.enrolmentCreated.subject) {
        revoked.delete(key);
        grant(key);
      }
    } catch (problem) {
      options.logger.warn({ err: problem }, 'unreadable enrolment event; who may open courses forgotten');
      forgetGrants();
    }
  };

  options.nats
    .then(async (nc) => {
      if (closed) return;
      subscriptions.push(nc.subscribe(`${options.prefix}${ENROLMENT_SUBJECTS}`, { callback: onEnrolment }));
      // The server has the subscription before anything is kept: no revocation falls in between.
      await nc.flush();
      hearingEnrolments = true;
      // Events may be missed while the connection is down: what was learned from them is forgotten.
      for await (const status of nc.status()) {
        if (closed) break;
        if (status.type === 'disconnect') hearingEnrolments = false;
        if (status.type === 'reconnect') {
          forgetGrants();
          hearingEnrolments = true;
        }
      }
    })
    // An unreachable NATS is reported once, where the connection is opened; details are then always asked.
    .catch(() => undefined);

  const fresh = () => hearingEnrolments && options.catalogueChanges.listening();

  return {
    /** The learner's view of the course from memory, when this learner may open it and a copy is kept. */
    lookup: (userId: string, courseId: number): Representation | undefined => {
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
        const content = withCompressedVariants(representationOf(body));
        if (contentBytes + sizeOf(content) > MAX_CONTENT_BYTES) {
          contents.clear();
          contentBytes = 0;
        }
        contents.set(courseId, content);
        contentBytes += sizeOf(content);
      }
      grant(key);
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
