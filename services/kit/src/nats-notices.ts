import type { NatsConnection } from 'nats';
import type { NoticeSource } from './db/notices.ts';

/** The key that names every key: everything may have changed. */
const EVERY_KEY = '*';

/**
 * Passes a database's notices on over core NATS (not JetStream: a notice nobody heard needs no
 * replay, since a listener that may have missed any forgets everything). A notice that may have
 * missed some (`undefined`: the database listener has just connected) goes on as '*'.
 */
export const relayNotices = (nc: NatsConnection, subject: string) => (key: string | undefined) => {
  try {
    nc.publish(subject, key ?? EVERY_KEY);
  } catch {
    // Closed or draining: the process is stopping, and its listeners forget everything when it comes back.
  }
};

/**
 * Notices relayed by `relayNotices`, heard on `subject` while the connection is up: for a process that
 * keeps what another service owns. Whenever notices may have been missed (the subscription just made,
 * a disconnection, a reconnection) every key is forgotten, and nothing is kept while disconnected.
 */
export const natsNotices =
  (options: { connection: Promise<NatsConnection>; subject: string }): NoticeSource =>
  (onChange) => {
    let heard = false;
    let closed = false;
    let unsubscribe = () => {};
    options.connection
      .then(async (nc) => {
        if (closed) return;
        const subscription = nc.subscribe(options.subject, {
          callback: (error, message) => onChange(error ? undefined : message.string()),
        });
        unsubscribe = () => subscription.unsubscribe();
        // The server has the subscription before anything is kept: no notice falls in between.
        await nc.flush();
        if (closed) return;
        onChange(undefined);
        heard = true;
        for await (const status of nc.status()) {
          if (closed) break;
          if (status.type === 'disconnect') {
            heard = false;
            onChange(undefined);
          }
          if (status.type === 'reconnect') {
            onChange(undefined);
            heard = true;
          }
        }
        // The connection has closed for good.
        heard = false;
      })
      // A connection that never comes leaves every read to go to the owner.
      .catch(() => undefined);
    return {
      listening: () => heard && !closed,
      close: async () => {
        closed = true;
        heard = false;
        unsubscribe();
      },
    };
  };
