import fc from 'fast-check';
import type { Operation } from './operations.ts';

/** Values that are wrong for almost any field: wrong types, extremes, odd text, traversal, prototypes. */
export const badValue = (otherLearnerId: string) =>
  fc.oneof(
    fc.constantFrom<unknown>(
      null,
      true,
      [],
      {},
      '',
      ' ',
      -1,
      0,
      -(2 ** 31),
      2 ** 53 + 1,
      1e308,
      1.5,
      '1e400',
      'NaN',
      '../../../../etc/passwd',
      '..%2f..%2fetc%2fpasswd',
      '%00',
      '\u0000\u0007\u001b[31m',
      '\u202e\ud83d\ude00\u0301',
      '\ud800',
      "' OR 1=1 --",
      '<script>alert(1)</script>',
      { __proto__: { admin: true } },
      { constructor: { prototype: { polluted: true } } },
      otherLearnerId,
      'x'.repeat(100_000),
    ),
    fc.string({ maxLength: 40, unit: 'binary' }),
    fc.integer(),
    fc.double(),
    fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 3 }),
  );

/** A raw request: method, URL, headers and an already serialised body. */
export interface RawRequest {
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const json = { 'content-type': 'application/json' };

/**
 * One bad request for an operation, made from its well-formed body and parameters by one change: a
 * required field dropped, an unknown or `__proto__` field added, a field replaced by a bad value, a
 * path or query parameter replaced, broken JSON, or a wrong content type.
 */
export const badRequest = (
  operation: Operation,
  wellFormed: { body: unknown; params: Record<string, unknown> },
  urlOf: (params: Record<string, unknown>) => string,
  otherLearnerId: string,
): fc.Arbitrary<RawRequest> => {
  const body = (wellFormed.body ?? {}) as Record<string, unknown>;
  const fields = Object.keys(operation.body?.properties ?? {});
  const names = operation.params.map((p) => p.name);
  const withBody = (value: unknown, headers: Record<string, string> = json): RawRequest => ({
    url: urlOf(wellFormed.params),
    headers,
    payload: typeof value === 'string' ? value : JSON.stringify(value),
  });
  const choices: fc.Arbitrary<RawRequest>[] = [
    fc.constantFrom(
      withBody('{"broken": '),
      withBody('{"__proto__": {"role": "ADMIN"}, "constructor": {"prototype": {"x": 1}}}'),
      withBody(JSON.stringify(body), { 'content-type': 'text/plain' }),
      withBody('a=1&b=2', { 'content-type': 'application/x-www-form-urlencoded' }),
      withBody('--x\r\n\r\n', { 'content-type': 'multipart/form-data; boundary=x' }),
      withBody('null'),
      withBody('[]'),
      withBody(`{"a":${'['.repeat(5_000)}${']'.repeat(5_000)}}`),
    ),
    fc
      .tuple(fc.string({ minLength: 1, maxLength: 12 }), badValue(otherLearnerId))
      .map(([key, value]) => withBody({ ...body, [key]: value })),
  ];
  if (fields.length) {
    choices.push(
      fc
        .tuple(fc.constantFrom(...fields), badValue(otherLearnerId))
        .map(([key, value]) => withBody({ ...body, [key]: value })),
      fc.constantFrom(...fields).map((key) => {
        const { [key]: _, ...rest } = body;
        return withBody(rest);
      }),
    );
  }
  if (names.length) {
    choices.push(
      fc.tuple(fc.constantFrom(...names), badValue(otherLearnerId)).map(([name, value]) => ({
        url: urlOf({
          ...wellFormed.params,
          [name]: typeof value === 'object' ? JSON.stringify(value) : value,
        }),
        headers: operation.body ? json : {},
        ...(operation.body ? { payload: JSON.stringify(body) } : {}),
      })),
    );
  }
  return fc.oneof(...choices);
};
