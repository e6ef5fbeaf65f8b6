import { randomUUID } from 'node:crypto';
import { learning } from '@academy/contracts';
import { connectMessaging, type Messaging } from '@academy/kit';
import { sharedNatsUrl } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, startCatalogue, waitUntil } from '../support/catalogue-app.ts';
import { files, octet } from '../support/files.ts';

describe('media delivery', () => {
  let c: Catalogue;
  let messaging: Messaging;
  let courseId: number;
  let videoPath: string;
  let documentPath: string;
  let thumbnailPath: string;
  let learner: string;
  const get = (path: string, headers: Record<string, string> = {}) =>
    c.app.inject({ method: 'GET', url: path.replace('/api/v1', ''), headers });
  const enrol = async (userId: string, course: number) => {
    const envelope = {
      id: randomUUID(),
      subject: learning.enrolmentCreated.subject,
      occurredAt: new Date().toISOString(),
      data: { userId, courseId: course, source: 'direct' },
    };
    await messaging.ensureStream('learning');
    await messaging.js.publish(c.prefix + envelope.subject, JSON.stringify(envelope), { msgID: envelope.id });
  };

  beforeAll(async () => {
    c = await startCatalogue('catalogue_media');
    messaging = await connectMessaging({ url: sharedNatsUrl(), prefix: c.prefix, name: 'media-test' });
    const admin = { ...octet, ...c.auth(c.adminToken) };
    const created = await c.app.inject({
      method: 'POST',
      url: '/courses?title=Media&description=d&category=c&createdBy=x',
      headers: admin,
      payload: files.png,
    });
    courseId = created.json().course.id;
    thumbnailPath = created.json().course.thumbnail_path;
    const moduleId = await c.addModule(courseId, 'M');
    const base = `/courses/${courseId}/modules/${moduleId}`;
    videoPath = (
      await c.app.inject({
        method: 'POST',
        url: `${base}/videos?title=V`,
        headers: admin,
        payload: files.mp4,
      })
    ).json().video.filePath;
    documentPath = (
      await c.app.inject({
        method: 'POST',
        url: `${base}/documents?title=D`,
        headers: admin,
        payload: files.pdf,
      })
    ).json().document.filePath;
    learner = c.learnerId;
    await enrol(learner, courseId);
    await waitUntil(
      () => get(videoPath, c.auth(c.userToken)),
      (reply) => reply.statusCode === 200,
    );
  });
  afterAll(async () => {
    await messaging?.close();
    await c?.close();
  });

  it('serves a whole video with validators and private caching', async () => {
    const reply = await get(videoPath, c.auth(c.userToken));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('video/mp4');
    expect(reply.headers['accept-ranges']).toBe('bytes');
    expect(reply.headers['cache-control']).toBe('private, max-age=3600');
    expect(reply.headers.etag).toMatch(/^".+"$/);
    expect(reply.headers['last-modified']).toBeTruthy();
    expect(Number(reply.headers['content-length'])).toBe(files.mp4.length);
    expect(reply.rawPayload.equals(files.mp4)).toBe(true);
  });

  it('answers a Range request with exactly the requested bytes', async () => {
    const reply = await get(videoPath, { ...c.auth(c.userToken), range: 'bytes=100-1099' });
    expect(reply.statusCode).toBe(206);
    expect(reply.headers['content-range']).toBe(`bytes 100-1099/${files.mp4.length}`);
    expect(reply.headers['content-length']).toBe('1000');
    expect(reply.rawPayload.equals(files.mp4.subarray(100, 1100))).toBe(true);

    const suffix = await get(videoPath, { ...c.auth(c.userToken), range: 'bytes=-10' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(files.mp4.subarray(files.mp4.length - 10))).toBe(true);

    const open = await get(videoPath, { ...c.auth(c.userToken), range: `bytes=${files.mp4.length - 5}-` });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(files.mp4.subarray(files.mp4.length - 5))).toBe(true);
  });

  it('answers 416 for a range outside the file or one that cannot be read', async () => {
    for (const range of [`bytes=${files.mp4.length}-`, 'bytes=500-100', 'bytes=abc']) {
      const reply = await get(videoPath, { ...c.auth(c.userToken), range });
      expect(reply.statusCode, range).toBe(416);
      expect(reply.headers['content-range']).toBe(`bytes */${files.mp4.length}`);
    }
  });

  it('answers 304 when the caller already holds the current version', async () => {
    const first = await get(videoPath, c.auth(c.userToken));
    const again = await get(videoPath, {
      ...c.auth(c.userToken),
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const changed = await get(videoPath, { ...c.auth(c.userToken), 'if-none-match': '"other"' });
    expect(changed.statusCode).toBe(200);
  });

  it('shows documents inline as PDF', async () => {
    const reply = await get(documentPath, c.auth(c.userToken));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toBe('inline');
  });

  it('serves thumbnails to anyone, with public caching', async () => {
    const reply = await get(thumbnailPath);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('keeps course content from visitors and from learners not enrolled', async () => {
    expect((await get(videoPath)).statusCode).toBe(401);
    const stranger = c.token('USER');
    const refused = await get(videoPath, c.auth(stranger));
    expect(refused.statusCode).toBe(403);
    expect((await get(videoPath, c.auth(c.adminToken))).statusCode).toBe(200);
    const details = await c.app.inject({
      method: 'GET',
      url: `/courses/${courseId}/details`,
      headers: c.auth(stranger),
    });
    expect(details.statusCode).toBe(403);
  });

  it('answers 404 for a file that does not exist or a key that is not one', async () => {
    expect(
      (await get(`/media/courses/${courseId}/videos/nothing.mp4`, c.auth(c.adminToken))).statusCode,
    ).toBe(404);
    expect((await get('/media/thumbnails/nothing.png')).statusCode).toBe(404);
    expect((await get('/media/thumbnails/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });
});
