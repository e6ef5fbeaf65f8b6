import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import { Type } from 'typebox';
import { loadConfig } from './config.ts';

/**
 * How long a client may take, read from the environment unless `createApp` is told. Without limits a
 * client sending its headers or body a byte at a time holds a connection (and its memory) for ever.
 */
export const ServerTimeoutsSchema = Type.Object({
  /** From the first byte of a request to the end of its headers. */
  HEADERS_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 10_000 }),
  /**
   * From the first byte of a request to the end of its body: long enough for a 500 MB video on a slow
   * uplink (about 2.3 Mbit/s over 30 minutes). A reply (a Server-Sent Events stream, a video) is not
   * limited by it: it starts once the request is in.
   */
  REQUEST_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 30 * 60_000 }),
  /**
   * A connection on which nothing is read or written for this long is closed. Live streams write a
   * heartbeat every 15 s, so they stay open.
   */
  IDLE_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 60_000 }),
  /** An idle keep-alive connection between requests (longer than a load balancer's usual 60 s). */
  KEEP_ALIVE_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 72_000 }),
});

export interface ServerTimeouts {
  headersMs: number;
  requestMs: number;
  idleMs: number;
  keepAliveMs: number;
}

/** Fastify's and Node's server options for the timeouts; `overrides` win over the environment. */
export const serverTimeoutOptions = (
  overrides: Partial<ServerTimeouts> = {},
): Pick<FastifyHttpOptions<Server>, 'http' | 'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout'> => {
  const settings = loadConfig(ServerTimeoutsSchema);
  const requestMs = overrides.requestMs ?? settings.REQUEST_TIMEOUT_MS;
  // Node refuses a headers timeout longer than the request timeout.
  const headersMs = Math.min(overrides.headersMs ?? settings.HEADERS_TIMEOUT_MS, requestMs);
  return {
    // Node looks for requests past their time once per interval (30 s by default): every second,
    // a slow client is cut close to its limit.
    http: { headersTimeout: headersMs, connectionsCheckingInterval: 1000 },
    requestTimeout: requestMs,
    connectionTimeout: overrides.idleMs ?? settings.IDLE_TIMEOUT_MS,
    keepAliveTimeout: overrides.keepAliveMs ?? settings.KEEP_ALIVE_TIMEOUT_MS,
  };
};
