import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuth } from './support/auth.ts';
import { type Bff, startBff } from './support/bff.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';

let env: TestEnvironment;
let bff: Bff;
beforeAll(async () => {
  env = await createTestEnvironment();
  const auth = await startAuth(env);
  bff = await startBff(env, { AUTH_URL: auth.url });
});
afterAll(async () => {
  await bff.close();
  await env.stop();
});

describe('the BFF itself', () => {
  it('serves an OpenAPI document listing the account paths', async () => {
    const document = (await bff.inject({ url: '/api/v1/openapi.json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/v1/user/register',
      '/api/v1/user/login',
      '/api/v1/userProfile/avatar',
      '/api/v1/admin/stats/users',
    ]) {
      expect(document.paths).toHaveProperty([path]);
    }
  });

  it('answers unknown paths with a JSON 404 and passes request ids through', async () => {
    const response = await bff.inject({
      url: '/api/v1/nothing-here',
      headers: { 'x-request-id': 'trace-me' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/not found/);
    expect(response.headers['x-request-id']).toBe('trace-me');
  });

  it('answers 503 with a message when a service is down', async () => {
    const lonely = await startBff(env, { AUTH_URL: 'http://127.0.0.1:9' });
    const response = await lonely.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: 'x@example.com', password: 'guess' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('The auth service is unavailable');
    await lonely.close();
  });
});
