import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eventually } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThumbnailCache } from '../src/read-cache/thumbnails.ts';
import { startAuth, TEST_ADMIN } from './support/auth.ts';
import { type Bff, startBff } from './support/bff.ts';
import { startCatalogue } from './support/catalogue.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';
import { logIn, type SignedInUser } from './support/users.ts';

// Two BFF replicas in front of one real catalogue service (with its object store), NATS and PostgreSQL.
// The last test stops the catalogue.
let env: TestEnvironment;
let catalogue: Awaited<ReturnType<typeof startCatalogue>>;
let editing: Bff;
let other: Bff;
let admin: SignedInUser;
beforeAll(async () => {
  env = await createTestEnvironment();
  const auth = await startAuth(env);
  catalogue = await startCatalogue(env, { SEED_DEMO_DATA: true });
  const services = { AUTH_URL: auth.url, CATALOGUE_URL: catalogue.url };
  editing = await startBff(env, services);
  other = await startBff(env, services);
  admin = await logIn(editing, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await editing?.close();
  await other?.close();
  await env?.stop();
});

type ListedCourse = { id: number; title: string };
const courseList = (bff: Bff, headers: Record<string, string> = {}) =>
  bff.inject({ method: 'GET', url: '/api/v1/course', headers });
const titleOf = async (bff: Bff, id: number) =>
  (await courseList(bff)).json().courses.find((course: ListedCourse) => course.id === id)?.title;

describe('the public course list kept in memory', () => {
  it('answers an unchanged list with a 304 for its ETag, and is shareable for a few seconds', async () => {
    const first = await courseList(other);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=5');
    const again = await courseList(other, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    const stale = await courseList(other, { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('sends the list compressed to a client that accepts it, each encoding with its own ETag', async () => {
    const plain = await courseList(other);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const br = await courseList(other, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    const gzip = await courseList(other, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
    const tags = [plain, br, gzip].map((reply) => reply.headers.etag);
    expect(new Set(tags).size).toBe(3);
    // The same list in any encoding: a client holding one is told it has it, whatever it accepts now.
    const revalidated = await courseList(other, { 'if-none-match': br.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(await courseList(other, { 'accept-encoding': 'identity' })).toMatchObject({
      statusCode: 200,
      body: plain.body,
    });
  });

  it("shows an admin's edit on the other replica once the catalogue's event arrives, with a new ETag", async () => {
    const before = await courseList(other);
    const edited = await editing.inject({
      method: 'PUT',
      url: '/api/v1/course/69',
      headers: admin.bearer,
      payload: {
        title: 'Digital Forensics, revised',
        category: 'Forensics',
        createdBy: 'Academy',
        description: 'Evidence, revised',
      },
    });
    expect(edited.statusCode).toBe(200);
    // The replica that made the edit serves it at once.
    expect(await titleOf(editing, 69)).toBe('Digital Forensics, revised');
    // The other replica keeps its list with no expiry, so only the catalogue's event can show it the edit.
    await eventually(async () => expect(await titleOf(other, 69)).toBe('Digital Forensics, revised'));
    const after = await courseList(other, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("keeps a signed-in caller's own replies out of shared caches", async () => {
    const me = await other.inject({ method: 'GET', url: '/api/v1/user/me', headers: admin.bearer });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('private, no-cache');
    const list = await courseList(other, admin.bearer);
    expect(list.headers['cache-control']).toBe('public, max-age=0, s-maxage=5');
  });

  it('serves the spec list (a bare array) from the same copy', async () => {
    const wrapped = (await courseList(other)).json().courses;
    const bare = await other.inject({ method: 'GET', url: '/api/v1/courses/courses' });
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toEqual(wrapped);
  });
});

const media = (bff: Bff, key: string, headers: Record<string, string> = {}) =>
  bff.inject({ method: 'GET', url: `/api/v1/media/${key}`, headers });

describe('course thumbnails kept in memory by the BFF', () => {
  it("stops serving a deleted course's thumbnail on the other replica once the catalogue's event arrives", async () => {
    expect((await media(other, 'thumbnails/demo-62.png')).statusCode).toBe(200);
    const deleted = await editing.inject({
      method: 'DELETE',
      url: '/api/v1/course/62',
      headers: admin.bearer,
    });
    expect(deleted.statusCode).toBe(200);
    // The replica that deleted it forgets it at once.
    expect((await media(editing, 'thumbnails/demo-62.png')).statusCode).toBe(404);
    // Kept with no expiry: only the catalogue's event makes the other replica forget it.
    await eventually(async () => expect((await media(other, 'thumbnails/demo-62.png')).statusCode).toBe(404));
  });

  it('keeps serving a seen thumbnail, with its validators, while the catalogue is down', async () => {
    const seen = await media(other, 'thumbnails/demo-40.png');
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    const { etag } = seen.headers;
    expect(etag).toMatch(/^"/);
    await catalogue.app.close();

    const again = await media(other, 'thumbnails/demo-40.png');
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(seen.rawPayload)).toBe(true);
    expect(again.headers).toMatchObject({
      'content-type': 'image/png',
      etag,
      'cache-control': seen.headers['cache-control'],
      'content-length': String(seen.rawPayload.length),
    });
    const revalidated = await media(other, 'thumbnails/demo-40.png', { 'if-none-match': etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    // What was never fetched, and every range (videos), still needs the catalogue.
    expect((await media(other, 'thumbnails/demo-69.png')).statusCode).toBe(503);
    expect((await media(other, 'thumbnails/demo-40.png', { range: 'bytes=0-9' })).statusCode).toBe(503);
  });
});

describe('the thumbnail memory', () => {
  const file = (size: number) => ({ body: Buffer.alloc(size), headers: [], etag: undefined });

  it('drops the least recently used files past its size, and never keeps a file over the limit', () => {
    const cache = createThumbnailCache({ maxBytes: 300, maxFileBytes: 150 });
    const now = cache.generation();
    cache.set('a', file(100), now);
    cache.set('b', file(100), now);
    expect(cache.get('a')).toBeDefined(); // a is now the most recently used
    cache.set('c', file(100), now);
    cache.set('d', file(100), now);
    expect([...'abcd'].filter((key) => cache.get(key))).toEqual(['a', 'c', 'd']);
    cache.set('huge', file(151), now);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.keeps(150)).toBe(true);
    expect(cache.keeps(151)).toBe(false);
  });

  it('does not keep a file fetched before the last change', () => {
    const cache = createThumbnailCache({ maxBytes: 300, maxFileBytes: 150 });
    const before = cache.generation();
    cache.set('kept', file(10), before);
    cache.clear();
    expect(cache.get('kept')).toBeUndefined();
    cache.set('late', file(10), before);
    expect(cache.get('late')).toBeUndefined();
    cache.set('fresh', file(10), cache.generation());
    expect(cache.get('fresh')).toBeDefined();
  });
});
