import { certificate, type EventEnvelope, learning } from '@academy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { connect, type NatsConnection } from 'nats';

type Listener = () => void;
type LearnerCourse = { userId: string; courseId: number };

/** The events after which a learner's certificate status may have changed. */
const SIGNALS = [learning.quizPassed, certificate.certificateIssued];

const keyOf = (userId: string, courseId: number) => `${userId}:${courseId}`;

/**
 * Tells open live streams when something happened to a learner's course. Plain NATS subscriptions,
 * not durable consumers: the BFF keeps nothing, and a stream that misses a signal while NATS is away
 * still gets the web panel's own periodic refresh. Connecting never delays the BFF's start.
 */
export const startLearnerSignals = (options: { url: string; prefix: string; logger: FastifyBaseLogger }) => {
  const listeners = new Map<string, Set<Listener>>();
  let connection: NatsConnection | undefined;

  const dispatch = (data: LearnerCourse) => {
    for (const listener of listeners.get(keyOf(data.userId, data.courseId)) ?? []) listener();
  };

  connect({ servers: options.url, name: 'bff', maxReconnectAttempts: -1, waitOnFirstConnect: true })
    .then((nc) => {
      connection = nc;
      for (const event of SIGNALS) {
        const subscription = nc.subscribe(`${options.prefix}${event.subject}`);
        void (async () => {
          for await (const message of subscription) {
            try {
              dispatch(message.json<EventEnvelope<LearnerCourse>>().data);
            } catch (error) {
              options.logger.warn({ err: error, subject: message.subject }, 'unreadable live signal');
            }
          }
        })();
      }
    })
    .catch((error) => options.logger.warn({ err: error }, 'live updates are off: NATS unreachable'));

  return {
    /** Calls `listener` whenever the learner's course may have changed; returns the way to stop. */
    watch: (userId: string, courseId: number, listener: Listener) => {
      const key = keyOf(userId, courseId);
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
    close: async () => {
      await connection?.drain().catch(() => connection?.close());
    },
  };
};

export type LearnerSignals = ReturnType<typeof startLearnerSignals>;
