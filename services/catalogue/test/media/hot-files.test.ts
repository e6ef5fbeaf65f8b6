import { createObjectStore, metricsRegistry } from '@academy/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotFiles } from '../../src/media/hot-files.ts';
import { type Catalogue, startCatalogue } from '../support/catalogue-app.ts';
import { files, octet } from '../support/files.ts';

/** The media files cache's look-ups so far: trips to the store (misses) and answers without one (hits). */
const lookups = async () => {
  const values = (await metricsRegistry.getSingleMetric('academy_cache_lookups_total')?.get())?.values ?? [];
  const count = (result: string) =>
    values.find(({ labels }) => labels.cache === 'media_files' && labels.result === result)?.value ?? 0;
  return { hits: count('hit'), misses: count('miss') };
};

describe('media files kept in memory', () => {
  let c: Catalogue;
  let courseId: number;
  let moduleId: number;
  const get = (path: string, headers: Record<string, string> = {}) =>
    c.app.inject({ method: 'GET', url: path.replace('/api/v1', ''), headers });
  const addVideo = async () =>
    (
      await c.app.inject({
        method: 'POST',
        url: `/courses/${courseId}/modules/${moduleId}/videos?title=V`,
        headers: { ...octet, ...c.auth(c.adminToken) },
        payload: files.mp4,
      })
    ).json().video as { id: number; filePath: string };

  beforeAll(async () => {
    c = await startCatalogue('catalogue_hot_files');
    courseId = (
      await c.app.inject({
        method: 'POST',
        url: '/courses?title=Hot&description=d&category=c&createdBy=x',
        headers: { ...octet, ...c.auth(c.adminToken) },
        payload: files.png,
      })
    ).json().course.id;
    moduleId = await c.addModule(courseId, 'M');
  });
  afterAll(async () => {
    await c?.close();
  });

  it('reads the bytes a cohort asks for at once from the store once, and gives each exactly them', async () => {
    const video = await addVideo();
    const before = await lookups();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        get(video.filePath, { ...c.auth(c.adminToken), range: 'bytes=1000-5999' }),
      ),
    );
    for (const reply of replies) {
      expect(reply.statusCode).toBe(206);
      expect(reply.headers['content-range']).toBe(`bytes 1000-5999/${files.mp4.length}`);
      expect(reply.rawPayload.equals(files.mp4.subarray(1000, 6000))).toBe(true);
    }
    const after = await lookups();
    // One trip for the file's description, one for its bytes; the other 38 look-ups shared them.
    expect(after.misses - before.misses).toBe(2);
    expect(after.hits - before.hits).toBe(38);

    // Other bytes of the same file are other bytes, the whole file included.
    const next = await get(video.filePath, { ...c.auth(c.adminToken), range: 'bytes=6000-6999' });
    expect(next.rawPayload.equals(files.mp4.subarray(6000, 7000))).toBe(true);
    const whole = await get(video.filePath, c.auth(c.adminToken));
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(files.mp4)).toBe(true);
  });

  it('stops serving a file as soon as the service removed it', async () => {
    const video = await addVideo();
    const range = { ...c.auth(c.adminToken), range: 'bytes=0-999' };
    expect((await get(video.filePath, range)).statusCode).toBe(206);
    const removed = await c.app.inject({
      method: 'DELETE',
      url: `/courses/${courseId}/content/${video.id}`,
      headers: c.auth(c.adminToken),
    });
    expect(removed.statusCode).toBe(200);
    expect((await get(video.filePath, range)).statusCode).toBe(404);
    expect((await get(video.filePath, c.auth(c.adminToken))).statusCode).toBe(404);
  });

  it('trusts what it read about a file removed elsewhere for a bounded time only', async () => {
    let clock = 0;
    const store = createObjectStore(c.config);
    const hot = createHotFiles(store, () => clock);
    const key = `courses/${courseId}/videos/elsewhere.mp4`;
    await store.put(key, files.mp4, 'video/mp4', files.mp4.length);
    const object = await hot.stat(key);
    expect(object.size).toBe(files.mp4.length);
    const kept = await hot.read(key, object, { start: 0, end: 99 });
    expect(Buffer.isBuffer(kept) && kept.equals(files.mp4.subarray(0, 100))).toBe(true);

    // Another replica removes it: bytes not read yet are gone at once, and so is the file here.
    await store.remove(key);
    await expect(hot.read(key, object, { start: 100, end: 199 })).rejects.toThrow();
    await expect(hot.stat(key)).rejects.toThrow();

    // Bytes kept before a removal elsewhere are served until their time is up, then no more.
    await store.put(key, files.mp4, 'video/mp4', files.mp4.length);
    const again = await hot.stat(key);
    await hot.read(key, again, { start: 0, end: 99 });
    await store.remove(key);
    clock += 29_000;
    expect(await hot.stat(key)).toEqual(again);
    clock += 1_000;
    await expect(hot.stat(key)).rejects.toThrow();
    await expect(hot.read(key, again, { start: 0, end: 99 })).rejects.toThrow();
  });
});
