import { availableParallelism } from 'node:os';
import { type App, HttpError, waitInWords } from '@academy/kit';
import argon2 from 'argon2';

// OWASP's argon2id settings: 19 MiB of memory, 2 iterations, 1 lane.
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes waiting per hashing slot by default: about 1.5 s of waiting at 60 ms a hash. */
const WAITING_PER_SLOT = 25;
/** The wait is estimated with this until a hash has been timed (one argon2id hash on a busy core). */
const FIRST_ESTIMATE_MS = 100;
/** Weight of the newest hash in the running average of hash times. */
const SMOOTHING = 0.1;

export interface HashingLimits {
  /** Hashes running at once. */
  concurrency: number;
  /** Hashes waiting for a slot; the next one is refused. */
  queueLimit: number;
}

/**
 * argon2's native binding hashes on libuv's threadpool (4 threads unless `UV_THREADPOOL_SIZE` says
 * otherwise), which file reads, DNS lookups, zlib and crypto share: as many hashes at once as there are
 * cores (more would only wait for a core), leaving the pool at least one thread for the others.
 */
export const hashingLimits = (settings: { concurrency?: number; queueLimit?: number }): HashingLimits => {
  const threadpool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  const concurrency = settings.concurrency ?? Math.max(1, Math.min(availableParallelism(), threadpool - 1));
  return { concurrency, queueLimit: settings.queueLimit ?? WAITING_PER_SLOT * concurrency };
};

/** Every slot is busy and every place in the queue taken: refused at once rather than after a long wait. */
export class PasswordHashingBusy extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(
      503,
      `Many people are signing in right now; please try again in ${waitInWords(retryAfterSeconds)}.`,
      'PASSWORD_HASHING_BUSY',
    );
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Every password hash and check (sign-up, login, password change and reset, e-mail change) goes through
 * one bounded queue: a classroom signing in at once waits its turn for a few seconds at most, and beyond
 * that is told when to come back, while other requests (and other users of the threadpool) go on.
 */
export const createPasswordHashing = ({ concurrency, queueLimit }: HashingLimits) => {
  let running = 0;
  const waiting: (() => void)[] = [];
  let averageMs = FIRST_ESTIMATE_MS;

  /** The time to work through what is running and waiting now, in whole seconds, at least 1. */
  const retryAfterSeconds = () =>
    Math.max(1, Math.ceil(((running + waiting.length) * averageMs) / concurrency / 1000));

  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    if (running < concurrency) running += 1;
    else if (waiting.length < queueLimit) await new Promise<void>((resolve) => waiting.push(resolve));
    else throw new PasswordHashingBusy(retryAfterSeconds());
    const started = performance.now();
    try {
      return await work();
    } finally {
      averageMs += SMOOTHING * (performance.now() - started - averageMs);
      // The slot passes straight to the first in line, so a newcomer cannot overtake the queue.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };

  return {
    hash: (password: string) => run(() => argon2.hash(password, ARGON2_OPTIONS)),
    /** False for a wrong password and for a stored value that is no argon2 hash. */
    verify: (hash: string, password: string) => run(() => argon2.verify(hash, password).catch(() => false)),
  };
};

export type PasswordHashing = ReturnType<typeof createPasswordHashing>;

/** A refusal carries its Retry-After; the error handler writes its `{ message, code }` body. */
export const registerHashingRefusals = (app: App) => {
  app.addHook('onError', (_request, reply, error, done) => {
    if (error instanceof PasswordHashingBusy) reply.header('retry-after', String(error.retryAfterSeconds));
    done();
  });
};
