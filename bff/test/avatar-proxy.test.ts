import { multipartFile, solidPng } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuth } from './support/auth.ts';
import { type Bff, startBff } from './support/bff.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';
import { type SignedInUser, signUp } from './support/users.ts';

let env: TestEnvironment;
let bff: Bff;
let authUrl: string;
let learner: SignedInUser;
beforeAll(async () => {
  env = await createTestEnvironment();
  const auth = await startAuth(env);
  authUrl = auth.url;
  bff = await startBff(env, { AUTH_URL: auth.url });
  learner = await signUp(bff, 'Ada Lovelace');
});
afterAll(async () => {
  await bff.close();
  await env.stop();
});

/** Paths that are no avatar: traversal to the auth service's other routes, encoded or not. */
const NOT_AVATARS = [
  '..%2f..%2fhealthz',
  '..%2F..%2Freadyz',
  '%2e%2e%2f%2e%2e%2fhealthz',
  '..%2f..%2fusers%2fme',
  `${'0'.repeat(36)}%2f..%2f..%2f..%2fhealthz`,
  'x.png',
];

describe('avatar images', () => {
  it('are the only thing the proxy reaches: any other path is a 404, in the BFF and in the auth service', async () => {
    for (const path of NOT_AVATARS) {
      const reply = await bff.inject({ url: `/api/v1/avatars/${path}` });
      expect([path, reply.statusCode, reply.json()]).toEqual([
        path,
        404,
        { message: 'Avatar not found', code: 'NOT_FOUND' },
      ]);
      expect([path, (await fetch(`${authUrl}/avatars/${path}`)).status]).toEqual([path, 404]);
    }
    // A real avatar still comes through by its key.
    const image = solidPng(8, 8);
    const file = multipartFile('avatar', 'me.png', 'image/png', image);
    const uploaded = await bff.inject({
      method: 'PUT',
      url: '/api/v1/userProfile/avatar',
      ...file,
      headers: { ...learner.bearer, ...file.headers },
    });
    const served = await bff.inject({ url: uploaded.json().avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });
});
