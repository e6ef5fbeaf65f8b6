import type { OutboxRelay } from '@academy/kit';
import type { FastifyBaseLogger } from 'fastify';
import type { LearningDb } from '../context.ts';
import { finaliseOneDueAttempt } from './finish-attempt.ts';

/** How often each process looks for attempts whose time ran out with no browser to submit them. */
export const FINALISER_INTERVAL_MS = 5_000;

/**
 * Submits every due attempt at start (so attempts that fell due while the service was down are scored
 * when it returns) and then every few seconds, one attempt per transaction. A failed sweep (database
 * away) is logged and tried again at the next tick; nothing is lost, the attempts stay due.
 */
export const startAttemptFinaliser = (options: {
  db: LearningDb;
  relay: OutboxRelay;
  logger: FastifyBaseLogger;
  intervalMs?: number;
}) => {
  let sweeping: Promise<void> | null = null;
  let stopped = false;
  const sweep = async () => {
    try {
      let finalised = 0;
      while (!stopped && (await finaliseOneDueAttempt(options.db, new Date()))) finalised += 1;
      if (finalised > 0) {
        options.relay.wake();
        options.logger.info({ finalised }, 'attempts submitted at their deadline');
      }
    } catch (error) {
      options.logger.warn({ err: error }, 'attempt finaliser could not sweep; trying again');
    }
  };
  const tick = () => {
    sweeping ??= sweep().finally(() => {
      sweeping = null;
    });
  };
  tick();
  const timer = setInterval(tick, options.intervalMs ?? FINALISER_INTERVAL_MS);
  timer.unref();
  return {
    close: async () => {
      stopped = true;
      clearInterval(timer);
      await sweeping;
    },
  };
};
