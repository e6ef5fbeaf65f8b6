import pg from 'pg';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../src/json-bodies.ts';
import { createTestDatabase } from '../src/testing/index.ts';
import { createOpenApp } from '../src/testing/open-app.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
beforeAll(async () => {
  database = await createTestDatabase('kit_app');
  pool = new pg.Pool({ connectionString: database.url, max: 1 });
  await pool.query('CREATE TABLE items (id integer PRIMARY KEY)');
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

describe('createApp errors', () => {
  it('answers an id the database cannot hold with a 400, not a 500', async () => {
    const app = createOpenApp({ name: 'test', logLevel: 'silent' });
    app.get(
      '/items/:id',
      { schema: { params: Type.Object({ id: Type.Integer({ minimum: 1 }) }) } },
      async (request) => (await pool.query('SELECT id FROM items WHERE id = $1', [request.params.id])).rows,
    );
    for (const id of ['99999999999', '1e154']) {
      const reply = await app.inject({ url: `/items/${id}` });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({
        message: expect.stringMatching(/out of range|malformed/),
        code: 'BAD_VALUE',
      });
    }
    expect((await app.inject({ url: '/items/7' })).json()).toEqual([]);
    await app.close();
  });

  it('answers text with a NUL character the database refuses with a 400', async () => {
    const app = createOpenApp({ name: 'test', logLevel: 'silent' });
    app.post(
      '/names',
      { schema: { body: Type.Object({ name: Type.String() }) } },
      async (request) => (await pool.query('SELECT $1::text AS name', [request.body.name])).rows,
    );
    const reply = await app.inject({ method: 'POST', url: '/names', payload: { name: 'a\u0000b' } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ message: 'Text cannot contain NUL characters', code: 'BAD_VALUE' });
    await app.close();
  });

  it('names the allowed values of a choice, and a field the body does not accept', async () => {
    const app = createOpenApp({ name: 'test', logLevel: 'silent' });
    const cycle = Type.Union([Type.Literal('Monthly'), Type.Literal('Yearly')]);
    const body = Type.Object({ cycle }, { additionalProperties: false });
    app.put('/cycle', { schema: { body } }, async (request) => request.body);
    const reply = await app.inject({ method: 'PUT', url: '/cycle', payload: { cycle: 'Weekly' } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ message: 'cycle must be one of: Monthly, Yearly', code: 'VALIDATION' });
    const extra = await app.inject({
      method: 'PUT',
      url: '/cycle',
      payload: { cycle: 'Yearly', colour: 'red' },
    });
    expect(extra.json()).toEqual({
      message: 'body has a field it does not accept: colour',
      code: 'VALIDATION',
    });
    const accepted = await app.inject({ method: 'PUT', url: '/cycle', payload: { cycle: 'Yearly' } });
    expect(accepted.json()).toEqual({ cycle: 'Yearly' });
    await app.close();
  });

  it('refuses a JSON body nested too deep before any handler passes it on, and parses the rest', async () => {
    const app = createOpenApp({ name: 'test', logLevel: 'silent' });
    // As the BFF's clients do: the body serialised again to reach a service.
    app.post('/relay', async (request) => JSON.stringify(request.body).length);
    const post = (payload: string) =>
      app.inject({ method: 'POST', url: '/relay', headers: { 'content-type': 'application/json' }, payload });
    const deep = await post(`{"a":${'['.repeat(5_000)}${']'.repeat(5_000)}}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({
      message: `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`,
      code: 'BODY_TOO_DEEP',
    });
    // Brackets inside strings (with escaped quotes) do not count; the limit itself is accepted.
    const nested = `${'['.repeat(MAX_JSON_DEPTH)}"[[\\"{{\\\\"${']'.repeat(MAX_JSON_DEPTH)}`;
    expect((await post(nested)).statusCode).toBe(200);
    expect((await post(`[${nested}]`)).statusCode).toBe(400);
    const poisoned = await post('{"__proto__": {"role": "ADMIN"}}');
    expect(poisoned.statusCode).toBe(400);
    expect((await post('{"broken": ')).statusCode).toBe(400);
    await app.close();
  });

  it("says a rule's own words when its schema gives them (x-error-messages), ajv's otherwise", async () => {
    const app = createOpenApp({ name: 'test', logLevel: 'silent' });
    const secret = Type.String({
      minLength: 10,
      maxLength: 12,
      'x-error-messages': { minLength: 'Choose a secret of at least 10 characters' },
    });
    app.put('/secret', { schema: { body: Type.Object({ secret }) } }, async () => ({}));
    const short = await app.inject({ method: 'PUT', url: '/secret', payload: { secret: 'short' } });
    expect(short.json()).toEqual({
      message: 'Choose a secret of at least 10 characters',
      code: 'VALIDATION',
    });
    const long = await app.inject({ method: 'PUT', url: '/secret', payload: { secret: 'x'.repeat(13) } });
    expect(long.json().message).toBe('secret must NOT have more than 12 characters');
    await app.close();
  });
});
