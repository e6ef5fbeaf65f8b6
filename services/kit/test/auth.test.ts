import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createAuthGuards, createTokenVerifier, withUser } from '../src/auth.ts';
import { generateSigningKeys, signTestToken } from '../src/testing/tokens.ts';

const keys = generateSigningKeys();

describe('access-token verification', () => {
  it('accepts a valid token again and again (from the cache) and refuses it once it has expired', async () => {
    const verify = createTokenVerifier(keys.publicKey);
    // exp has one-second granularity: a two-second token is valid for at least one more second.
    const token = signTestToken(keys.privateKey, { sub: 'user-1', role: 'USER' }, 2000);
    for (let call = 0; call < 3; call += 1) expect(verify(token)).toEqual({ id: 'user-1', role: 'USER' });
    // ...and after three seconds it is past its exp whatever the rounding.
    await sleep(3100);
    expect(() => verify(token)).toThrow('Token expired');
  });

  it('names the login a token belongs to (its sid), from the cache too', () => {
    const verify = createTokenVerifier(keys.publicKey);
    const token = signTestToken(keys.privateKey, { sub: 'user-1', role: 'USER', sid: 'login-7' });
    for (let call = 0; call < 2; call += 1) {
      expect(verify(token)).toEqual({ id: 'user-1', role: 'USER', sessionId: 'login-7' });
    }
  });

  it('refuses a token signed with another key, even after a valid one was cached', () => {
    const verify = createTokenVerifier(keys.publicKey);
    const other = generateSigningKeys();
    verify(signTestToken(keys.privateKey, { sub: 'user-1', role: 'ADMIN' }));
    expect(() => verify(signTestToken(other.privateKey, { sub: 'user-1', role: 'ADMIN' }))).toThrow(
      'Invalid token',
    );
  });
});

describe('a handler given the signed-in caller', () => {
  it('receives the user its guard let through, and answers 401 where no guard ran', async () => {
    const guards = createAuthGuards({ publicKey: keys.publicKey });
    const app = createApp({ name: 'test', logLevel: 'silent' });
    const caller = withUser(async (request) => ({ id: request.user.id, role: request.user.role }));
    app.get('/guarded', { onRequest: guards.user }, caller);
    app.get('/admin', { onRequest: guards.role('ADMIN') }, caller);
    // A route that forgot its guard but says it is public: the handler must not run for nobody.
    app.get('/unguarded', { config: { access: 'public' } }, caller);
    await app.ready();
    const bearer = (role: 'USER' | 'ADMIN') => ({
      authorization: `Bearer ${signTestToken(keys.privateKey, { sub: 'user-1', role })}`,
    });

    const guarded = await app.inject({ url: '/guarded', headers: bearer('USER') });
    expect(guarded.statusCode).toBe(200);
    expect(guarded.json()).toEqual({ id: 'user-1', role: 'USER' });
    expect((await app.inject({ url: '/admin', headers: bearer('ADMIN') })).json()).toEqual({
      id: 'user-1',
      role: 'ADMIN',
    });
    expect((await app.inject({ url: '/guarded' })).statusCode).toBe(401);

    for (const headers of [{}, bearer('USER')]) {
      const unguarded = await app.inject({ url: '/unguarded', headers });
      expect(unguarded.statusCode).toBe(401);
      expect(unguarded.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    await app.close();
  });
});
