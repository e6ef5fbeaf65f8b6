import type { EndedSessionsReply } from '@academy/contracts';
import { HttpError } from '@academy/kit';
import type { FastifyBaseLogger } from 'fastify';

/** How often the auth service is asked for newly ended logins: a token of one stops within about this long. */
const POLL_MS = 1000;
/** Each question starts this much before the last answer's moment: a login ended in a slow transaction is not missed. */
const OVERLAP_MS = 60 * 1000;
/** How long an ended login is remembered: longer than any access token lives (15 minutes). */
const REMEMBER_MS = 60 * 60 * 1000;
/** How long a request waits for the first list before it is answered 503. */
const FIRST_LIST_WAIT_MS = 3000;

export interface EndedSessionsSource {
  endedSessions: (since: string) => Promise<EndedSessionsReply>;
}

/**
 * The logins (`sid`) ended by logout, a password change or reset, kept in memory and asked of the
 * auth service every second: from the start (the last hour's), then what ended since the last
 * answer. The same question serves a fresh process, a NATS outage and a missed moment alike, and
 * while auth is down it can end no login, so the last list stays right. Until the first list has
 * arrived a token that names its login cannot be judged: `isEnded` then waits a little, then says 503.
 */
export const startEndedSessions = (source: EndedSessionsSource, logger: FastifyBaseLogger) => {
  const ended = new Map<string, number>();
  let since = new Date(0).toISOString();
  let listed = false;
  let unreachable = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let markListed: () => void = () => {};
  const firstList = new Promise<void>((resolve) => {
    markListed = resolve;
  });

  const askOnce = async () => {
    try {
      const reply = await source.endedSessions(since);
      const now = Date.now();
      for (const id of reply.sessionIds) ended.set(id, now + REMEMBER_MS);
      for (const [id, forgetAt] of ended) if (forgetAt < now) ended.delete(id);
      since = new Date(Date.parse(reply.asOf) - OVERLAP_MS).toISOString();
      listed = true;
      markListed();
      if (unreachable) logger.info('ended sessions: the auth service answers again');
      unreachable = false;
    } catch (error) {
      if (!unreachable) logger.warn({ err: error }, 'ended sessions: the auth service does not answer');
      unreachable = true;
    }
  };
  // One question at a time; `refresh` queues one more behind any in flight.
  let asking: Promise<void> = Promise.resolve();
  const ask = () => {
    asking = asking.then(askOnce);
    return asking;
  };
  const loop = () => {
    if (closed) return;
    void ask().then(() => {
      if (!closed) timer = setTimeout(loop, POLL_MS).unref();
    });
  };
  loop();

  return {
    /** Whether the login has ended; 503 while the list could not be had yet. */
    isEnded: async (sessionId: string) => {
      if (!listed) {
        await Promise.race([firstList, new Promise((resolve) => setTimeout(resolve, FIRST_LIST_WAIT_MS))]);
        if (!listed) throw new HttpError(503, 'The auth service is unavailable', 'SERVICE_UNAVAILABLE');
      }
      return ended.has(sessionId);
    },
    /** Asks at once (after a logout or a password change here), so this process refuses the tokens now. */
    refresh: ask,
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await asking;
    },
  };
};

export type EndedSessions = ReturnType<typeof startEndedSessions>;
