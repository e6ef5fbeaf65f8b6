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
  it('are served through the BFF by their key', async () => {
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
    expect(served.rawPayload.equals(image)).toBe(true);
  });

  it('are the only thing the proxy reaches: any other path is a 404 from the BFF', async () => {
    for (const path of NOT_AVATARS) {
      const reply = await bff.inject({ url: `/api/v1/avatars/${path}` });
      expect([path, reply.statusCode, reply.json()]).toEqual([
        path,
        404,
        { message: 'Avatar not found', code: 'NOT_FOUND' },
      ]);
    }
  });

  it('are the only thing the auth service serves under /avatars/', async () => {
    for (const path of NOT_AVATARS) {
      const reply = await fetch(`${authUrl}/avatars/${path}`);
      expect([path, reply.status]).toEqual([path, 404]);
    }
  });
});
