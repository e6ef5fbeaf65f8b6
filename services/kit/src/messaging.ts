import {
  connect,
  type JetStreamClient,
  type JetStreamManager,
  type NatsConnection,
  RetentionPolicy,
} from 'nats';

/** A NATS connection with JetStream handles and the subject prefix this process uses. */
export interface Messaging {
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
  prefix: string;
  /** Resolves when the server answers within a second; readiness uses it. */
  ping(): Promise<void>;
  /** Creates the context's stream if it is missing; returns its name. */
  ensureStream(context: string): Promise<string>;
  close(): Promise<void>;
}

const DUPLICATE_WINDOW_NS = 2 * 60 * 1_000_000_000;

export const streamName = (prefix: string, context: string) =>
  `${prefix.replace(/\.$/, '_')}${context}`.toUpperCase();

/** Connects, retrying for ever (a service outlives NATS restarts rather than dying with them). */
export const connectMessaging = async (options: {
  url: string;
  prefix: string;
  name: string;
  replicas?: number;
}) => {
  const nc = await connect({
    servers: options.url,
    name: options.name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    waitOnFirstConnect: true,
  });
  const jsm = await nc.jetstreamManager();
  const ensured = new Map<string, Promise<string>>();

  const createStream = async (context: string) => {
    const name = streamName(options.prefix, context);
    try {
      await jsm.streams.info(name);
    } catch {
      await jsm.streams
        .add({
          name,
          subjects: [`${options.prefix}${context}.>`],
          retention: RetentionPolicy.Limits,
          duplicate_window: DUPLICATE_WINDOW_NS,
          num_replicas: options.replicas ?? 1,
        })
        .catch(async (error: Error) => {
          // Another process may have created it between our look-up and our add.
          await jsm.streams.info(name).catch(() => Promise.reject(error));
        });
    }
    return name;
  };

  const messaging: Messaging = {
    nc,
    js: nc.jetstream(),
    jsm,
    prefix: options.prefix,
    ping: () =>
      Promise.race([
        nc.rtt().then(() => undefined),
        new Promise<void>((_, reject) =>
          setTimeout(() => reject(new Error('NATS did not answer')), 1000).unref(),
        ),
      ]),
    ensureStream: (context) => {
      const existing = ensured.get(context);
      if (existing) return existing;
      const created = createStream(context);
      ensured.set(context, created);
      created.catch(() => ensured.delete(context));
      return created;
    },
    close: async () => {
      if (!nc.isClosed()) await nc.drain().catch(() => nc.close());
    },
  };
  return messaging;
};
