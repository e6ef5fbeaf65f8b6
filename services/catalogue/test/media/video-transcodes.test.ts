import { randomUUID } from 'node:crypto';
import { learning } from '@academy/contracts';
import { connectMessaging, createObjectStore, type Messaging } from '@academy/kit';
import { queryDatabase, sharedNatsUrl } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Catalogue, startCatalogue, waitUntil } from '../support/catalogue-app.ts';
import { files, octet } from '../support/files.ts';
import { corruptMp4, makeTestClip } from '../support/test-clip.ts';

type Transcode = { contentId: number; state: string; percent: number; error: string | null };

/** A course with one module, made through the routes as an administrator does. */
const courseWithModule = async (c: Catalogue) => {
  const course = await c.app.inject({
    method: 'POST',
    url: '/courses?title=Lectures&description=d&category=c&createdBy=x',
    headers: { ...octet, ...c.auth(c.adminToken) },
    payload: files.png,
  });
  const courseId: number = course.json().course.id;
  return { courseId, moduleId: await c.addModule(courseId, 'Week 1') };
};

const uploadVideo = (c: Catalogue, at: { courseId: number; moduleId: number }, payload: Buffer) =>
  c.app.inject({
    method: 'POST',
    url: `/courses/${at.courseId}/modules/${at.moduleId}/videos?title=Lecture`,
    headers: { ...octet, ...c.auth(c.adminToken) },
    payload,
  });

const transcodeOf = async (c: Catalogue, courseId: number, contentId: number) => {
  const reply = await c.app.inject({
    method: 'GET',
    url: `/courses/${courseId}/transcodes`,
    headers: c.auth(c.adminToken),
  });
  return (reply.json().transcodes as Transcode[]).find((job) => job.contentId === contentId);
};

const settled = (job: Transcode | undefined) => job?.state === 'ready' || job?.state === 'failed';

describe('an uploaded video is transcoded into HLS renditions in the background', () => {
  let c: Catalogue;
  let messaging: Messaging;
  let at: { courseId: number; moduleId: number };
  let clip: Buffer;
  const store = () => createObjectStore(c.config);
  const media = (path: string, token?: string) =>
    c.app.inject({
      method: 'GET',
      url: path.replace('/api/v1', ''),
      headers: token ? c.auth(token) : {},
    });

  beforeAll(async () => {
    [c, clip] = await Promise.all([startCatalogue('catalogue_transcodes'), makeTestClip()]);
    messaging = await connectMessaging({ url: sharedNatsUrl(), prefix: c.prefix, name: 'transcode-test' });
    at = await courseWithModule(c);
    const envelope = {
      id: randomUUID(),
      subject: learning.enrolmentCreated.subject,
      occurredAt: new Date().toISOString(),
      data: { userId: c.learnerId, courseId: at.courseId, source: 'direct' },
    };
    await messaging.ensureStream('learning');
    await messaging.js.publish(c.prefix + envelope.subject, JSON.stringify(envelope), { msgID: envelope.id });
  });
  afterAll(async () => {
    await messaging?.close();
    await c?.close();
  });

  it('plays the original first, then the master playlist of 360p and 720p, readable only by those who may watch', async () => {
    const uploaded = await uploadVideo(c, at, clip);
    expect(uploaded.statusCode).toBe(201);
    const video = uploaded.json().video;
    expect(video.streamPath).toBeNull();

    const job = await waitUntil(() => transcodeOf(c, at.courseId, video.id), settled, 20_000);
    expect(job).toMatchObject({ state: 'ready', percent: 100, error: null });

    const details = await c.app.inject({
      method: 'GET',
      url: `/courses/${at.courseId}/details`,
      headers: c.auth(c.adminToken),
    });
    const played = details.json().modules[0].videos[0];
    expect(played.filePath).toBe(video.filePath);
    const folder = video.filePath.replace('/api/v1/media/', '').replace(/\.mp4$/, '/hls/');
    expect(played.streamPath).toBe(`/api/v1/media/${folder}master.m3u8`);

    const keys = await store().list(folder);
    expect(keys).toEqual(
      expect.arrayContaining([
        `${folder}master.m3u8`,
        `${folder}360p/index.m3u8`,
        `${folder}360p/segment-000.ts`,
        `${folder}720p/index.m3u8`,
        `${folder}720p/segment-000.ts`,
      ]),
    );
    expect(keys.some((key) => key.includes('1080p'))).toBe(false);

    const master = await media(played.streamPath, c.userToken);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.body).toMatch(/#EXT-X-STREAM-INF:BANDWIDTH=\d+,RESOLUTION=640x360.*\n360p\/index\.m3u8/);
    expect(master.body).toMatch(/#EXT-X-STREAM-INF:BANDWIDTH=\d+,RESOLUTION=1280x720.*\n720p\/index\.m3u8/);

    const playlist = await media(played.streamPath.replace('master.m3u8', '360p/index.m3u8'), c.userToken);
    expect(playlist.body).toContain('#EXT-X-ENDLIST');
    const segment = playlist.body.split('\n').find((line) => line.endsWith('.ts'));
    const segmentPath = played.streamPath.replace('master.m3u8', `360p/${segment}`);
    const fetched = await media(segmentPath, c.userToken);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toBe('video/mp2t');
    expect(fetched.rawPayload[0]).toBe(0x47); // an MPEG-TS sync byte

    expect((await media(segmentPath, c.token('USER'))).statusCode).toBe(403);
    expect((await media(segmentPath)).statusCode).toBe(401);

    const removed = await c.app.inject({
      method: 'DELETE',
      url: `/courses/${at.courseId}/content/${video.id}`,
      headers: c.auth(c.adminToken),
    });
    expect(removed.statusCode).toBe(200);
    expect(await store().list(folder)).toEqual([]);
    expect(await transcodeOf(c, at.courseId, video.id)).toBeUndefined();
  });

  it('ends a file ffmpeg cannot read as failed with the reason, and the original stays playable', async () => {
    const uploaded = await uploadVideo(c, at, corruptMp4());
    expect(uploaded.statusCode).toBe(201);
    const video = uploaded.json().video;
    const job = await waitUntil(() => transcodeOf(c, at.courseId, video.id), settled, 20_000);
    expect(job?.state).toBe('failed');
    expect(job?.error).toMatch(/^The video could not be read: /);

    const original = await media(video.filePath, c.userToken);
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(corruptMp4())).toBe(true);
    const folder = video.filePath.replace('/api/v1/media/', '').replace(/\.mp4$/, '/hls/');
    expect(await store().list(folder)).toEqual([]);
    expect((await c.app.inject({ method: 'GET', url: '/health' })).statusCode).toBeLessThan(500);
  });

  it('refuses the transcode list to a learner', async () => {
    const reply = await c.app.inject({
      method: 'GET',
      url: `/courses/${at.courseId}/transcodes`,
      headers: c.auth(c.userToken),
    });
    expect(reply.statusCode).toBe(403);
  });
});

describe('a transcode interrupted by a stopped service is finished after the restart', () => {
  let c: Catalogue;
  afterAll(async () => c?.close());
  const jobRow = async (contentId: number) =>
    (
      await queryDatabase<{ state: string; attempts: number }>(
        c.databaseUrl,
        'SELECT state, attempts FROM video_transcodes WHERE content_id = $1',
        [contentId],
      )
    )[0];

  it('queues a running job again when its service stops, and the next start makes it ready', async () => {
    c = await startCatalogue('catalogue_transcode_restart', { TRANSCODE_CONCURRENCY: 0 });
    const at = await courseWithModule(c);
    const video = (
      await uploadVideo(c, at, await makeTestClip({ seconds: 4, width: 640, height: 360 }))
    ).json().video;

    const first = await buildApp({ ...c.config, TRANSCODE_CONCURRENCY: 1 });
    try {
      expect(
        (
          await waitUntil(
            () => jobRow(video.id),
            (row) => row?.state === 'running',
          )
        )?.state,
      ).toBe('running');
    } finally {
      await first.close();
    }
    expect(await jobRow(video.id)).toEqual({ state: 'queued', attempts: 0 });

    const second = await buildApp({ ...c.config, TRANSCODE_CONCURRENCY: 1 });
    try {
      const job = await waitUntil(() => transcodeOf(c, at.courseId, video.id), settled, 30_000);
      expect(job).toMatchObject({ state: 'ready', percent: 100 });
    } finally {
      await second.close();
    }
  });

  it('takes over a running job whose lease ran out and makes it ready', async () => {
    // `c` never transcodes: the job waits, as it would for a replica that died mid-run.
    const at = await courseWithModule(c);
    const video = (
      await uploadVideo(c, at, await makeTestClip({ seconds: 1, width: 640, height: 360 }))
    ).json().video;
    await queryDatabase(
      c.databaseUrl,
      `UPDATE video_transcodes SET state = 'running', attempts = 1, percent = 40, run_id = $2,
              lease_until = now() - interval '1 second' WHERE content_id = $1`,
      [video.id, randomUUID()],
    );
    expect(await transcodeOf(c, at.courseId, video.id)).toMatchObject({ state: 'running', percent: 40 });

    const restarted = await buildApp({ ...c.config, TRANSCODE_CONCURRENCY: 1 });
    try {
      const job = await waitUntil(() => transcodeOf(c, at.courseId, video.id), settled, 20_000);
      expect(job).toMatchObject({ state: 'ready', percent: 100 });
      const [row] = await queryDatabase<{ attempts: number }>(
        c.databaseUrl,
        'SELECT attempts FROM video_transcodes WHERE content_id = $1',
        [video.id],
      );
      expect(row?.attempts).toBe(2);
    } finally {
      await restarted.close();
    }
  });
});
