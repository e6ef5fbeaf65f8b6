import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createAuthGuards } from '../src/auth.ts';
import { publicScope } from '../src/route-access.ts';
import { generateSigningKeys, signTestToken } from '../src/testing/tokens.ts';

const keys = generateSigningKeys();
const guards = createAuthGuards({ publicKey: keys.publicKey });
const bearer = (role: 'USER' | 'ADMIN') => ({
  authorization: `Bearer ${signTestToken(keys.privateKey, { sub: 'user-1', role })}`,
});

describe('declared route access', () => {
  it('stops an app from starting while a route has no guard and does not say it is public, naming it', async () => {
    const app = createApp({ name: 'test', logLevel: 'silent' });
    app.get('/open', { config: { access: 'public' } }, async () => 'open');
    app.get('/forgotten', async () => 'anyone could read this');
    app.post('/also-forgotten', async () => 'or write this');
    const refusal = await app.ready().then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(refusal).toContain('GET /forgotten');
    expect(refusal).toContain('POST /also-forgotten');
    expect(refusal).not.toContain('/open');
    await app.close().catch(() => undefined);
  });

  it('takes a guard as the declaration, and each route answers as it declares', async () => {
    const app = createApp({ name: 'test', logLevel: 'silent' });
    app.get('/open', { config: { access: 'public' } }, async () => 'open');
    app.get('/mine', { onRequest: guards.user }, async () => 'mine');
    app.get('/console', { onRequest: [guards.role('ADMIN')] }, async () => 'console');
    await app.ready();
    const status = async (url: string, headers = {}) => (await app.inject({ url, headers })).statusCode;
    expect(await status('/open')).toBe(200);
    expect(await status('/mine')).toBe(401);
    expect(await status('/mine', bearer('USER'))).toBe(200);
    expect(await status('/console', bearer('USER'))).toBe(403);
    expect(await status('/console', bearer('ADMIN'))).toBe(200);
    await app.close();
  });

  it('makes public only the routes of the scope that says so', async () => {
    const opened = createApp({ name: 'test', logLevel: 'silent' });
    await opened.register(async (site) => {
      publicScope(site);
      site.get('/page', async () => 'page');
    });
    await opened.ready();
    expect((await opened.inject({ url: '/page' })).statusCode).toBe(200);
    await opened.close();

    const leaky = createApp({ name: 'test', logLevel: 'silent' });
    await leaky.register(async (site) => {
      publicScope(site);
      site.get('/page', async () => 'page');
    });
    leaky.get('/beside', async () => 'not in the site');
    await expect(leaky.ready()).rejects.toThrow('GET /beside');
    await leaky.close().catch(() => undefined);
  });
});
