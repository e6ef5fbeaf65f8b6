import type { EventEnvelope } from '@academy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { connect, type NatsConnection } from 'nats';

export interface LiveOptions {
  url: string;
  prefix: string;
  logger: FastifyBaseLogger;
}

/**
 * Plain NATS subscriptions to some events' subjects, not durable consumers: the BFF keeps nothing,
 * and a stream that misses a signal while NATS is away catches up when the page reloads.
 * Connecting never delays the BFF's start.
 */
export const subscribeLive = (options: LiveOptions, subjects: string[], onData: (data: unknown) => void) => {
  let connection: NatsConnection | undefined;
  connect({ servers: options.url, name: 'bff', maxReconnectAttempts: -1, waitOnFirstConnect: true })
    .then((nc) => {
      connection = nc;
      for (const subject of subjects) {
        const subscription = nc.subscribe(`${options.prefix}${subject}`);
        void (async () => {
          for await (const message of subscription) {
            try {
              onData(message.json<EventEnvelope<unknown>>().data);
            } catch (error) {
              options.logger.warn({ err: error, subject: message.subject }, 'unreadable live signal');
            }
          }
        })();
      }
    })
    .catch((error) => options.logger.warn({ err: error }, 'live updates are off: NATS unreachable'));
  return {
    close: async () => {
      await connection?.drain().catch(() => connection?.close());
    },
  };
};

/** Listeners by key: `watch` returns the way to stop, `notify` calls every listener of a key. */
export const createListenerRegistry = <T>() => {
  const listeners = new Map<string, Set<(value: T) => void>>();
  return {
    watch: (key: string, listener: (value: T) => void) => {
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
    notify: (key: string, value: T) => {
      for (const listener of listeners.get(key) ?? []) listener(value);
    },
  };
};
