import { HttpError, waitInWords } from '@academy/kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AttemptLimits, createAttemptLimits } from '../throttling/attempt-limits.ts';
import { counterKey, normalEmail } from '../throttling/keys.ts';
import { createLoginThrottle } from '../throttling/login-throttle.ts';
import { createPasswordCheckThrottle } from '../throttling/password-check-throttle.ts';
import { createCounterStore } from '../throttling/store.ts';

export interface ThrottlingOptions {
  databaseUrl: string;
  failuresPerAddress: number;
  signupsPerAddress: number;
}

type Budget = AttemptLimits[keyof AttemptLimits];

const LOGIN = '/api/v1/user/login';
// A hook sees every path's body, typed by none of their schemas: look for an e-mail without trusting its shape.
const emailOf = ({ body }: FastifyRequest) =>
  normalEmail(typeof body === 'object' && body !== null && 'email' in body ? body.email : undefined);

const refuse = (reply: FastifyReply, seconds: number, message: string) => {
  reply.header('retry-after', String(seconds));
  return new HttpError(429, `${message} Please try again in ${waitInWords(seconds)}.`, 'RATE_LIMITED');
};

/**
 * Throttles the paths that guess secrets or send mail (login, registration, password reset, coupon
 * codes, the current password on a password change) and those that could flood (reviews), with
 * counters every replica shares. Hooks, not route options, so the account routes stay plain.
 */
export const registerThrottling = async (app: FastifyInstance, options: ThrottlingOptions) => {
  const store = await createCounterStore(options.databaseUrl);
  if (!store.shared) app.log.warn('throttling counters are in memory: run a single BFF replica');
  app.addHook('onClose', () => store.close());
  const login = createLoginThrottle(store, options.failuresPerAddress);
  const limits = createAttemptLimits(store, options.signupsPerAddress);
  const loginKeys = new WeakMap<FastifyRequest, [account: string, pair: string, address: string]>();
  const passwordChecks = createPasswordCheckThrottle(store);
  const passwordCheckKeys = new WeakMap<FastifyRequest, string>();
  // Attempts counted for a request, given back if it could not be carried out (503: a service was down).
  const counted = new WeakMap<FastifyRequest, (() => Promise<void>)[]>();
  /** Consumes each budget in turn; stops at the first that is spent and says how long to wait. */
  const attempt = async (request: FastifyRequest, budgets: [Budget, string][]) => {
    const refunds: (() => Promise<void>)[] = [];
    counted.set(request, refunds);
    for (const [budget, key] of budgets) {
      const wait = await budget.consume(key);
      if (wait) return wait;
      refunds.push(() => budget.refund(key));
    }
    return null;
  };

  const checks: Record<string, (request: FastifyRequest, reply: FastifyReply) => Promise<void>> = {
    [LOGIN]: async (request, reply) => {
      const email = emailOf(request);
      const keys = [counterKey(email), counterKey(email, request.ip), counterKey(request.ip)] as const;
      const refusal = await login.begin(...keys);
      if (refusal?.reason === 'account')
        throw refuse(reply, refusal.seconds, 'Too many failed sign-ins for this account.');
      if (refusal) throw refuse(reply, refusal.seconds, 'Too many failed sign-ins from your network.');
      loginKeys.set(request, [...keys]);
    },
    '/api/v1/user/register': async (request, reply) => {
      const wait = await attempt(request, [
        [limits.registerPerAddress, counterKey(request.ip)],
        [limits.registerPerEmail, counterKey(emailOf(request))],
      ]);
      if (wait) throw refuse(reply, wait, 'Too many sign-ups.');
    },
    '/api/v1/user/reset': async (request, reply) => {
      const wait = await attempt(request, [
        [limits.resetRequestPerAddress, counterKey(request.ip)],
        [limits.resetRequestPerEmail, counterKey(emailOf(request))],
      ]);
      if (wait) throw refuse(reply, wait, 'Too many password reset requests.');
    },
    '/api/v1/user/reset/:resetToken': async (request, reply) => {
      const wait = await attempt(request, [[limits.resetTokenPerAddress, counterKey(request.ip)]]);
      if (wait) throw refuse(reply, wait, 'Too many password reset attempts.');
    },
  };

  // Coupon codes are guessed per learner: counted once the route's own guard has said who is asking.
  const couponCheck = async (request: FastifyRequest, reply: FastifyReply) => {
    const wait = await attempt(request, [
      [limits.couponCodePerAddress, counterKey(request.ip)],
      [limits.couponCodePerUser, counterKey(request.user?.id ?? '')],
    ]);
    if (wait) throw refuse(reply, wait, 'Too many coupon codes tried.');
  };
  // Reviews are written per learner: a flood from one account is slowed, whatever it sends.
  const reviewCheck = async (request: FastifyRequest, reply: FastifyReply) => {
    const wait = await attempt(request, [[limits.reviewWritePerUser, counterKey(request.user?.id ?? '')]]);
    if (wait) throw refuse(reply, wait, 'Too many reviews written.');
  };
  // The current password on a password change is guessed per account (the guard has said whose).
  const passwordCheck = async (request: FastifyRequest, reply: FastifyReply) => {
    const account = counterKey(request.user?.id ?? '');
    const wait = await passwordChecks.begin(account);
    if (wait) throw refuse(reply, wait, 'Too many wrong current passwords for this account.');
    passwordCheckKeys.set(request, account);
  };
  // Checked after the route's own guard has said who is asking.
  const afterGuard: Record<string, typeof couponCheck> = {
    'POST /api/v1/coupons/validate': couponCheck,
    'POST /api/v1/coupons/apply': couponCheck,
    'POST /api/v1/user/change-password': passwordCheck,
    'PUT /api/v1/userProfile/change-password': passwordCheck,
    'POST /api/v1/courses/:courseId/reviews': reviewCheck,
    'PUT /api/v1/courses/:courseId/reviews/mine': reviewCheck,
  };
  app.addHook('onRoute', (route) => {
    const check = afterGuard[`${route.method} ${route.url}`];
    if (check) route.preHandler = [route.preHandler ?? [], check].flat();
  });

  // Callback hooks, not async ones: they run on every request, and all but four paths pass at once.
  app.addHook('preHandler', (request, reply, done) => {
    const check = request.method === 'POST' ? checks[request.routeOptions.url ?? ''] : undefined;
    if (!check) return done();
    check(request, reply).then(() => done(), done);
  });
  const settle = (keys: [string, string, string], status: number) => {
    if (status === 401) return login.failed(keys[0], keys[1]);
    if (status < 300) return login.succeeded(...keys);
    return login.undecided(...keys);
  };
  // Only a wrong current password is a failed guess; a refused new password (400 too) is not.
  const settlePasswordCheck = (account: string, status: number, payload: unknown) => {
    if (status < 300) return passwordChecks.succeeded(account);
    if (typeof payload === 'string' && payload.includes('"code":"WRONG_PASSWORD"')) {
      return passwordChecks.failed(account);
    }
    return passwordChecks.undecided(account);
  };
  // onSend, not onResponse: the count is written before the caller can send its next attempt.
  app.addHook('onSend', (request, reply, payload, done) => {
    const refunds = counted.get(request);
    const keys = loginKeys.get(request);
    const passwordAccount = passwordCheckKeys.get(request);
    if (!refunds && !keys && !passwordAccount) return done(null, payload);
    counted.delete(request);
    loginKeys.delete(request);
    passwordCheckKeys.delete(request);
    Promise.all([
      // A client retrying through an outage (as Retry-After asks) must not lock itself out of signing up.
      ...(refunds && reply.statusCode === 503 ? refunds.map((refund) => refund()) : []),
      ...(keys ? [settle(keys, reply.statusCode)] : []),
      ...(passwordAccount ? [settlePasswordCheck(passwordAccount, reply.statusCode, payload)] : []),
    ]).then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });
};
