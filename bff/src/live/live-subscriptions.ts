import type { EventEnvelope } from '@academy/contracts';
import { consumeTraced } from '@academy/kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Subscription } from 'nats';
import type { SharedNats } from '../messaging/nats-connection.ts';

export interface LiveOptions {
  /** The BFF's one NATS connection. */
  nats: SharedNats;
  prefix: string;
  logger: FastifyBaseLogger;
}

/**
 * Plain NATS subscriptions to some events' subjects, not durable consumers: the BFF keeps nothing,
 * and a stream that misses a signal while NATS is away catches up when the page reloads.
 */
export const subscribeLive = (options: LiveOptions, subjects: string[], onData: (data: unknown) => void) => {
  const subscriptions: Subscription[] = [];
  let closed = false;
  options.nats
    .then((nc) => {
      if (closed) return;
      for (const subject of subjects) {
        const subscription = nc.subscribe(`${options.prefix}${subject}`);
        subscriptions.push(subscription);
        void (async () => {
          for await (const message of subscription) {
            // A span in the trace of the change that published the event (its headers carry it).
            await consumeTraced(subject, message.headers, async () => {
              try {
                onData(message.json<EventEnvelope<unknown>>().data);
              } catch (error) {
                options.logger.warn({ err: error, subject: message.subject }, 'unreadable live signal');
              }
            });
          }
        })();
      }
    })
    // An unreachable NATS is reported once, where the connection is opened.
    .catch(() => undefined);
  return {
    close: async () => {
      closed = true;
      for (const subscription of subscriptions) subscription.unsubscribe();
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
