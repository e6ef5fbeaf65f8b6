import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuth, TEST_ADMIN } from '../support/auth.ts';
import { type Bff, startBff } from '../support/bff.ts';
import { startCart } from '../support/cart.ts';
import { startCatalogue } from '../support/catalogue.ts';
import { startCertificate } from '../support/certificate.ts';
import { createTestEnvironment, type TestEnvironment } from '../support/environment.ts';
import { createCourseWithQuizzes, enrolThroughBff, startLearning } from '../support/learning.ts';
import { startOrders } from '../support/orders.ts';
import { startSupport } from '../support/support.ts';
import { logIn, type SignedInUser, signUp } from '../support/users.ts';
import { ACCESS_MATRIX, type Expected } from './access-matrix.ts';
import { badRequest } from './bad-inputs.ts';
import { openFingerprint } from './fingerprint.ts';
import {
  exampleOf,
  type Fixtures,
  type Operation,
  operationsOf,
  urlOf,
  wellFormedParams,
} from './operations.ts';

/** Cases per operation and caller: small, so the whole run stays near a minute. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const CALLERS = ['visitor', 'learner', 'other', 'admin'] as const;

let env: TestEnvironment;
let bff: Bff;
let operations: Operation[];
let fixtures: Fixtures;
let headersOf: Record<(typeof CALLERS)[number], Record<string, string>>;
let otherId: string;
let fingerprint: Awaited<ReturnType<typeof openFingerprint>>;
let orders: Awaited<ReturnType<typeof startOrders>>;

beforeAll(async () => {
  env = await createTestEnvironment();
  const auth = await startAuth(env);
  const catalogue = await startCatalogue(env);
  const learning = await startLearning(env);
  const certificate = await startCertificate(env);
  const cart = await startCart(env);
  orders = await startOrders(env);
  const support = await startSupport(env);
  bff = await startBff(env, {
    AUTH_URL: auth.url,
    CATALOGUE_URL: catalogue.url,
    LEARNING_URL: learning.url,
    CERTIFICATE_URL: certificate.url,
    CART_URL: cart.url,
    ORDERS_URL: orders.url,
    SUPPORT_URL: support.url,
  });
  // Stripe's stand-in delivers its webhooks to the BFF over HTTP, so the BFF listens too.
  orders.stripe.setWebhookUrl(`${await env.listen(bff)}/api/v1/payments/webhook`);
  const admin = await logIn(bff, TEST_ADMIN.email, TEST_ADMIN.password);
  const learner: SignedInUser = await signUp(bff, 'Lena Learner');
  const other: SignedInUser = await signUp(bff, 'Otto Other');
  otherId = other.user.id;
  const { courseId } = await createCourseWithQuizzes(bff, admin, {
    title: 'Fuzzed',
    courseCode: 'FUZZ',
    quizCount: 1,
  });
  await enrolThroughBff(bff, learner, courseId);
  fixtures = { userId: learner.user.id, courseId };
  headersOf = { visitor: {}, learner: learner.bearer, other: other.bearer, admin: admin.bearer };
  operations = operationsOf((await bff.inject({ url: '/api/v1/openapi.json' })).json());
  fingerprint = await openFingerprint(
    [auth, catalogue, learning, certificate, cart, orders, support].map((s) => s.config.DATABASE_URL),
  );
}, 120_000);
afterAll(async () => {
  await fingerprint?.close();
  // Stripe's webhook connections would hold the BFF open; no request is left to answer.
  await orders?.stripe.stop();
  bff?.server.closeAllConnections();
  await env?.stop();
});

const classOf = (status: number): Expected | `${number}` =>
  status === 401 || status === 403 ? status : status < 500 ? 'ok' : `${status}`;

describe('the access matrix', () => {
  it('has a row for every operation the OpenAPI document publishes, and none for a vanished one', () => {
    const published = operations.map((operation) => operation.key).sort();
    expect(published.filter((key) => !(key in ACCESS_MATRIX))).toEqual([]);
    expect(Object.keys(ACCESS_MATRIX).filter((key) => !published.includes(key))).toEqual([]);
  });

  it('answers a well-formed request from each caller as the matrix says', async () => {
    const found: Record<string, string[]> = {};
    for (const operation of operations) {
      // An operation without a row still runs (the first test names it), as if open to all.
      const row = ACCESS_MATRIX[operation.key] ?? ['ok', 'ok', 'ok', 'ok'];
      const body = exampleOf(operation.body, fixtures);
      const url = urlOf(operation, wellFormedParams(operation, fixtures));
      const classes: string[] = [];
      for (const [index, caller] of CALLERS.entries()) {
        if (row[index] === 'stream') {
          classes.push('stream');
          continue;
        }
        const reply = await bff.inject({
          method: operation.method as 'GET',
          url,
          headers: headersOf[caller],
          ...(body === undefined ? {} : { payload: body as object }),
        });
        classes.push(String(classOf(reply.statusCode)));
      }
      found[operation.key] = classes;
    }
    if (process.env.PRINT_MATRIX) console.log(JSON.stringify(found));
    const expected = Object.fromEntries(
      Object.keys(found).map((key) => [key, (ACCESS_MATRIX[key] ?? []).map(String)]),
    );
    expect(found).toEqual(expected);
  });
});

describe('fuzzing every operation with bad input', () => {
  it('never answers 5xx and never changes anything when it refuses', async () => {
    let cases = 0;
    const serverErrors: string[] = [];
    const changedByRefusal: string[] = [];
    const fuzzed = operations.filter((operation) => ACCESS_MATRIX[operation.key]?.[1] !== 'stream');
    for (const operation of fuzzed) {
      const wellFormed = {
        body: exampleOf(operation.body, fixtures),
        params: wellFormedParams(operation, fixtures),
      };
      const requests = badRequest(operation, wellFormed, (params) => urlOf(operation, params), otherId);
      for (const caller of CALLERS) {
        await fc.assert(
          fc.asyncProperty(requests, async (request) => {
            cases += 1;
            const changes = operation.method !== 'GET';
            const before = changes ? await fingerprint.take() : '';
            const reply = await bff.inject({
              method: operation.method as 'GET',
              url: `${request.url}`,
              headers: { ...request.headers, ...headersOf[caller] },
              ...(request.payload === undefined ? {} : { payload: request.payload }),
            });
            const what = `${caller} ${operation.method} ${request.url} ${request.payload?.slice(0, 80) ?? ''}`;
            if (reply.statusCode >= 500)
              serverErrors.push(`${reply.statusCode} ${what} → ${reply.body.slice(0, 120)}`);
            const after = changes && reply.statusCode >= 400 ? await fingerprint.take() : before;
            if (after !== before) {
              const changedTables = after.split('\n').filter((line) => !before.includes(line));
              changedByRefusal.push(
                `${reply.statusCode} ${what} changed ${changedTables.map((t) => t.split(':')[0])}`,
              );
            }
            // Let a request that did change something finish its events before the next comparison.
            if (changes && reply.statusCode < 400) await fingerprint.settle();
          }),
          { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261123) },
        );
      }
    }
    console.log(
      `fuzz: ${fuzzed.length} operations × ${CALLERS.length} callers × ${RUNS} cases = ${cases} requests; ` +
        `${serverErrors.length} replies 5xx; ${changedByRefusal.length} refused requests changed data`,
    );
    expect(serverErrors).toEqual([]);
    expect(changedByRefusal).toEqual([]);
  }, 300_000);
});
