import { Ajv } from 'ajv';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { checkCompiledOnFirstUse, validatorOf } from '../src/compiled-on-first-use.ts';
import { createOpenApp } from '../src/testing/open-app.ts';

describe('route schemas compiled on first use', () => {
  it('compile a check on its first call only, and leave a failed check’s errors where Fastify reads them', () => {
    let compilations = 0;
    const check = checkCompiledOnFirstUse(() => {
      compilations += 1;
      return new Ajv().compile({ type: 'number', exclusiveMinimum: 0 });
    });
    expect(compilations).toBe(0);
    expect(check(-1)).toBe(false);
    expect(check.errors).toMatchObject([{ keyword: 'exclusiveMinimum', message: 'must be > 0' }]);
    expect(check(2)).toBe(true);
    expect(check.errors).toBeNull();
    expect(compilations).toBe(1);
  });

  it('still refuse a bad request with the field named, and still send only the reply schema’s fields', async () => {
    const app = createOpenApp({ name: 'probe', logLevel: 'silent' });
    app.post(
      '/things',
      {
        schema: {
          body: Type.Object({ count: Type.Integer({ minimum: 1 }) }),
          response: { 200: Type.Object({ count: Type.Integer() }) },
        },
      },
      async (request) => ({ count: (request.body as { count: number }).count, secret: 'kept inside' }),
    );
    const refused = await app.inject({ method: 'POST', url: '/things', payload: { count: 0 } });
    expect([refused.statusCode, refused.json().code, refused.json().message]).toEqual([
      400,
      'VALIDATION',
      'count must be >= 1',
    ]);
    const accepted = await app.inject({ method: 'POST', url: '/things', payload: { count: 3 } });
    expect([accepted.statusCode, accepted.json()]).toEqual([200, { count: 3 }]);
    await app.close();
  });

  it('compile a TypeBox schema once, and check as TypeBox does, formats included', () => {
    const schema = Type.Object({ id: Type.String({ format: 'uuid' }), count: Type.Integer({ minimum: 1 }) });
    const validator = validatorOf(schema);
    expect(validatorOf(schema)).toBe(validator);
    expect(validator.Check({ id: '0b6f5a4e-8a1f-4c55-9d2a-1f0e6f7c3b21', count: 1 })).toBe(true);
    expect(validator.Check({ id: 'not-a-uuid', count: 1 })).toBe(false);
    expect(validator.Check({ id: '0b6f5a4e-8a1f-4c55-9d2a-1f0e6f7c3b21', count: 0 })).toBe(false);
    expect(validator.Errors({ id: 'not-a-uuid', count: 1 })).toMatchObject([{ instancePath: '/id' }]);
  });
});
