import { randomUUID } from 'node:crypto';
import { generateSigningKeys, sharedNatsUrl, signTestToken, testSubjectPrefix } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bff, startBff } from '../support/bff.ts';
import { ACCESS_MATRIX } from './access-matrix.ts';
import { type Operation, operationsOf } from './operations.ts';

/**
 * Guards decide before anything is parsed or validated: for every guarded operation of the published
 * OpenAPI document, a visitor gets 401 and, for every operation the access matrix keeps for
 * administrators, a learner gets 403, whatever the request carries. No service is running behind the
 * BFF: a request that got past its guard would be a 400, or a 503 from the missing service.
 */
const keys = generateSigningKeys();
let bff: Bff;
let operations: (Operation & { guarded: boolean })[];
const learner = {
  authorization: `Bearer ${signTestToken(keys.privateKey, { sub: randomUUID(), role: 'USER' })}`,
};

beforeAll(async () => {
  bff = await startBff({ keys, natsUrl: sharedNatsUrl(), prefix: testSubjectPrefix() }, {});
  const document = (await bff.inject({ url: '/api/v1/openapi.json' })).json();
  const guarded = new Set(
    Object.entries(document.paths as Record<string, Record<string, { security?: unknown[] }>>).flatMap(
      ([path, methods]) =>
        Object.entries(methods)
          .filter(([, operation]) => operation.security?.length)
          .map(([method]) => `${method.toUpperCase()} ${path}`),
    ),
  );
  operations = operationsOf(document).map((operation) => ({
    ...operation,
    guarded: guarded.has(operation.key),
  }));
});
afterAll(async () => {
  await bff?.close();
});

/** Requests no schema accepts: broken, mistyped, oversized, of the wrong kind, with junk in the path. */
const JUNK: { name: string; headers?: Record<string, string>; payload?: string }[] = [
  { name: 'no body' },
  { name: 'broken JSON', headers: { 'content-type': 'application/json' }, payload: '{"a":' },
  { name: 'a JSON string', headers: { 'content-type': 'application/json' }, payload: '"junk"' },
  {
    name: 'unknown and prototype fields',
    headers: { 'content-type': 'application/json' },
    payload: '{"__proto__":{"role":"ADMIN"},"constructor":1,"unexpected":[null]}',
  },
  { name: 'plain text', headers: { 'content-type': 'text/plain' }, payload: 'junk' },
  {
    name: 'a body over the JSON limit',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ filler: 'x'.repeat(2 * 1024 * 1024) }),
  },
];

/** The operation's path with every parameter junk, and a junk query. */
const junkUrl = (operation: Operation) =>
  `${operation.path.replace(/\{[^}]+\}/g, 'not%20an%20id')}?count=-1&userId=%00&courseId=x`;

const answers = async (operation: Operation, headers: Record<string, string>) => {
  const statuses: string[] = [];
  for (const junk of JUNK) {
    const reply = await bff.inject({
      method: operation.method as 'POST',
      url: junkUrl(operation),
      headers: { ...junk.headers, ...headers },
      ...(junk.payload === undefined ? {} : { payload: junk.payload }),
    });
    statuses.push(`${junk.name}: ${reply.statusCode}`);
  }
  return statuses;
};

describe('guards run before validation', () => {
  it('the document marks as guarded exactly the operations the access matrix refuses visitors', () => {
    const guarded = operations.filter((operation) => operation.guarded).map((operation) => operation.key);
    const refusingVisitors = Object.keys(ACCESS_MATRIX).filter((key) => ACCESS_MATRIX[key]![0] === 401);
    // Refreshing a session is refused without its cookie by the route itself: it has no guard.
    expect(guarded.sort()).toEqual(
      refusingVisitors.filter((key) => key !== 'POST /api/v1/user/refresh').sort(),
    );
  });

  it('every guarded operation answers a visitor 401, whatever the request', async () => {
    const guarded = operations.filter((operation) => operation.guarded);
    expect(guarded.length).toBeGreaterThan(50);
    const found: Record<string, string[]> = {};
    const expected: Record<string, string[]> = {};
    for (const operation of guarded) {
      found[operation.key] = await answers(operation, {});
      expected[operation.key] = JUNK.map((junk) => `${junk.name}: 401`);
    }
    expect(found).toEqual(expected);
  }, 60_000);

  it("every administrators' operation answers a learner 403, whatever the request", async () => {
    const forAdmins = operations.filter((operation) => ACCESS_MATRIX[operation.key]?.[1] === 403);
    expect(forAdmins.length).toBeGreaterThan(10);
    const found: Record<string, string[]> = {};
    const expected: Record<string, string[]> = {};
    for (const operation of forAdmins) {
      found[operation.key] = await answers(operation, learner);
      expected[operation.key] = JUNK.map((junk) => `${junk.name}: 403`);
    }
    expect(found).toEqual(expected);
  }, 60_000);
});
