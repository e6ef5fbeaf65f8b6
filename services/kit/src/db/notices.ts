import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

const RECONNECT_MS = 1000;

export interface NoticeListener {
  /** Whether notices are being heard right now: while not, nothing announces a change. */
  listening(): boolean;
  close(): Promise<void>;
}

/**
 * Starts hearing notices that name what changed: `onChange` gets each key named ('*' for every key),
 * and `undefined` whenever some may have been missed. PostgreSQL's (`postgresNotices`) or NATS's
 * (`natsNotices`).
 */
export type NoticeSource = (onChange: (key: string | undefined) => void) => NoticeListener;

/**
 * LISTENs on a PostgreSQL channel with a connection of its own (a pooled one would be handed to
 * others). PostgreSQL delivers a `pg_notify` when its transaction commits, so whoever reads after a
 * notice sees the change. `onChange` gets each payload, and `undefined` whenever notices may have
 * been missed (the connection dropped, or it was just established); it reconnects every second.
 */
export const listenForNotices = (options: {
  url: string;
  channel: string;
  logger: FastifyBaseLogger;
  onChange: (payload: string | undefined) => void;
}): NoticeListener => {
  let client: pg.Client | undefined;
  let heard = false;
  let closed = false;

  const retry = () => {
    if (!closed) setTimeout(() => void connect(), RECONNECT_MS).unref();
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: options.url });
    next.on('error', (error) =>
      options.logger.warn({ err: error }, `${options.channel}: notices interrupted`),
    );
    next.on('notification', ({ payload }) => options.onChange(payload));
    try {
      await next.connect();
      await next.query(`LISTEN "${options.channel}"`);
    } catch (error) {
      options.logger.warn({ err: error }, `${options.channel}: cannot listen, retrying`);
      await next.end().catch(() => undefined);
      return retry();
    }
    if (closed) return void (await next.end());
    next.once('end', () => {
      heard = false;
      options.onChange(undefined);
      retry();
    });
    client = next;
    heard = true;
    options.onChange(undefined);
  };
  void connect();

  return {
    listening: () => heard,
    close: async () => {
      closed = true;
      heard = false;
      await client?.end().catch(() => undefined);
    },
  };
};

/** A PostgreSQL channel's notices (`listenForNotices`) as a source for `startNoticeCache`. */
export const postgresNotices =
  (options: { url: string; channel: string; logger: FastifyBaseLogger }): NoticeSource =>
  (onChange) =>
    listenForNotices({ ...options, onChange });
