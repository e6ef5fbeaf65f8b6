import {
  connect,
  type JetStreamClient,
  type JetStreamManager,
  type NatsConnection,
  NatsError,
  RetentionPolicy,
  type StreamInfo,
} from 'nats';
import { natsServers } from './messaging-servers.ts';

/** A NATS connection with JetStream handles and the subject prefix this process uses. */
export interface Messaging {
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
  prefix: string;
  /** Resolves when the server answers within a second; readiness uses it. */
  ping(): Promise<void>;
  /**
   * Creates the context's stream if it is missing, or brings an existing one to the configured number
   * of replicas; returns its name.
   */
  ensureStream(context: string): Promise<string>;
  close(): Promise<void>;
}

const DUPLICATE_WINDOW_NS = 2 * 60 * 1_000_000_000;
const JETSTREAM_API_TIMEOUT_MS = 20_000;
/** JetStream's "no suitable peers for placement" (JSClusterNoPeersErrF). */
const NO_PEERS_FOR_PLACEMENT = 10005;
const PLACEMENT_WAIT_MS = 30_000;

/**
 * Asks again, every half second for up to 30 s, while the cluster has too few servers to hold the copies
 * asked for: it refuses so just after it formed (before every peer is known to the meta leader) and
 * while a node restarts, and a service starting beside it would otherwise fail its start. Any other
 * refusal, and this one past the wait, is thrown.
 */
const whilePeersMissing = async <T>(request: () => Promise<T>): Promise<T> => {
  const deadline = Date.now() + PLACEMENT_WAIT_MS;
  for (;;) {
    try {
      return await request();
    } catch (error) {
      const missingPeers = error instanceof NatsError && error.api_error?.err_code === NO_PEERS_FOR_PLACEMENT;
      if (!missingPeers || Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

export const streamName = (prefix: string, context: string) =>
  `${prefix.replace(/\.$/, '_')}${context}`.toUpperCase();

/**
 * Connects, retrying for ever (a service outlives NATS restarts rather than dying with them). `url` may
 * list several servers, comma-separated. `replicas` (NATS_STREAM_REPLICAS) is how many copies of each
 * stream a cluster keeps; unset, new streams get one and existing ones stay as they are.
 */
export const connectMessaging = async (options: {
  url: string;
  prefix: string;
  name: string;
  replicas?: number;
}) => {
  const nc = await connect({
    servers: natsServers(options.url),
    name: options.name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    waitOnFirstConnect: true,
    // Otherwise the client builds an error with its stack for every request, each outbox publish's
    // acknowledgement included, in case it times out: a cost on every event for a stack seldom read.
    noAsyncTraces: true,
  });
  // A cluster answers stream and consumer requests once its replicas agree, which on a busy cluster (a
  // new three-replica consumer, a leader being elected) takes longer than the client's 5-second default.
  const jsm = await nc.jetstreamManager({ timeout: JETSTREAM_API_TIMEOUT_MS });
  const ensured = new Map<string, Promise<string>>();

  /**
   * Scales an existing stream to the wanted replicas. Its durable consumers keep no replica count of
   * their own (they are created without one), so JetStream scales them with it.
   */
  const scale = async (info: StreamInfo) => {
    if (options.replicas === undefined || info.config.num_replicas === options.replicas) return;
    const { name } = info.config;
    await whilePeersMissing(() =>
      jsm.streams.update(name, { ...info.config, num_replicas: options.replicas }),
    ).catch(async (error) => {
      // Another process of the academy may have scaled it first.
      if ((await jsm.streams.info(name)).config.num_replicas !== options.replicas) throw error;
    });
    // The new copies catch up before the service goes on to add its consumers to the stream: while
    // they do, the cluster may not answer consumer requests in time.
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
      const cluster = (await jsm.streams.info(name).catch(() => undefined))?.cluster;
      const current = (cluster?.replicas ?? []).filter((replica) => replica.current).length;
      if (cluster?.leader && current + 1 === options.replicas) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  const createStream = async (context: string) => {
    const name = streamName(options.prefix, context);
    const existing = await jsm.streams.info(name).catch(() => undefined);
    if (existing) await scale(existing);
    else {
      await whilePeersMissing(() =>
        jsm.streams.add({
          name,
          subjects: [`${options.prefix}${context}.>`],
          retention: RetentionPolicy.Limits,
          duplicate_window: DUPLICATE_WINDOW_NS,
          num_replicas: options.replicas ?? 1,
        }),
      ).catch(async (error: Error) => {
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
