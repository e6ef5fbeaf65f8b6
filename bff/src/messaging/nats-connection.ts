import { natsServers } from '@academy/kit';
import type { FastifyBaseLogger } from 'fastify';
import { connect, type NatsConnection } from 'nats';

/**
 * The BFF's one NATS connection, shared by the live signals and the course-list cache (one socket and
 * one set of buffers per process, not one per user of it). It keeps reconnecting for ever; connecting
 * never delays the BFF's start, and until it succeeds those features work without events. `url` may list
 * a cluster's servers, comma-separated.
 */
export const openNatsConnection = (options: { url: string; logger: FastifyBaseLogger }) => {
  const connection = connect({
    servers: natsServers(options.url),
    name: 'bff',
    maxReconnectAttempts: -1,
    waitOnFirstConnect: true,
  });
  connection.catch((error) =>
    options.logger.warn({ err: error }, 'NATS unreachable: live updates and the course-list cache are off'),
  );
  return {
    /** Resolves once connected; rejects only if it never can (its users then stay without events). */
    connection,
    close: async () => {
      const nc = await connection.catch(() => undefined);
      await nc?.drain().catch(() => nc.close());
    },
  };
};

export type SharedNats = Promise<NatsConnection>;
