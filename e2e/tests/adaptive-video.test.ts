import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { ADMIN, newLearner } from '../support/accounts.ts';
import { type Browser, openBrowser } from '../support/browser.ts';
import { expectToast, logIn, waitForPath } from '../support/journeys.ts';
import { makePng } from '../support/png.ts';
import { saveScreenshot } from '../support/screenshots.ts';

const url = (path: string) => new URL(path, baseUrl).href;
const api = (path: string) => new URL(`/api/v1/${path}`, baseUrl).href;
const seedAssets = new URL('../../services/catalogue/src/seed/assets/', import.meta.url);
const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };

/**
 * A 720p lecture made by ffmpeg here (a test pattern with a tone), long enough that its conversion runs
 * for a few seconds: the administrator sees it in progress before it is ready.
 */
async function makeLecture(seconds: number): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'academy-lecture-'));
  const file = join(dir, 'lecture.mp4');
  await promisify(execFile)('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', `testsrc=size=1280x720:rate=25:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
    ...['-movflags', '+faststart', file],
  ]);
  const lecture = await readFile(file);
  await rm(dir, { recursive: true, force: true });
  return lecture;
}

async function bearer(page: Page) {
  const login = await page.request.post(api('user/login'), { data: ADMIN });
  return { authorization: `Bearer ${(await login.json()).token}` };
}

describe('an uploaded lecture video is converted for streaming and learners play it adaptively', () => {
  let admin: Browser;
  let learner: Browser;
  let courseId: number;
  beforeAll(async () => {
    admin = await openBrowser({ viewport: DESKTOP });
  });
  afterAll(async () => {
    await admin?.close();
    await learner?.close();
  });

  it('shows the administrator the conversion in progress, then ready', async () => {
    const { page } = admin;
    await page.setViewportSize(DESKTOP);
    await logIn(page, baseUrl, ADMIN);
    const headers = await bearer(page);
    const created = await page.request.post(api('course'), {
      headers,
      multipart: {
        title: `Streaming lectures ${Date.now()}`,
        description: 'Lectures that adapt to the connection',
        category: 'Forensics',
        createdBy: 'Grace Hopper',
        thumbnail: { name: 't.png', mimeType: 'image/png', buffer: makePng() },
      },
    });
    expect(created.status()).toBe(201);
    courseId = (await created.json()).course.id;
    const module = await page.request.post(api(`course/${courseId}/modules`), {
      headers,
      data: { title: 'Evidence on video' },
    });
    expect(module.status()).toBe(201);

    await page.goto(url(`course/edit?courseId=${courseId}`));
    await page.getByRole('tab', { name: 'Modules & content' }).click();
    await page.getByRole('button', { name: 'Add video' }).click();
    await page.getByLabel('Video title').fill('Imaging a disk');
    await page.getByLabel('Video file').setInputFiles({
      name: 'imaging.mp4',
      mimeType: 'video/mp4',
      buffer: await makeLecture(12),
    });
    await page.getByLabel('Captions (optional)').setInputFiles({
      name: 'lesson.vtt',
      mimeType: 'text/vtt',
      buffer: await readFile(new URL('lesson.vtt', seedAssets)),
    });
    await page.getByRole('button', { name: 'Upload video' }).click();
    await expectToast(page, 'Video added');

    const converting = page.getByRole('progressbar', { name: 'Converting for streaming' });
    await converting.waitFor({ timeout: 30_000 });
    // The bar moves as ffmpeg reports its position (polled every 2 s while the conversion runs).
    await page.waitForFunction(
      () => Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') ?? 0) > 0,
      undefined,
      { timeout: 60_000 },
    );
    await saveScreenshot(page, 'desktop-admin-video-converting', { fullPage: false });
    await page.setViewportSize(PHONE);
    await page.getByText('Imaging a disk').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'phone-admin-video-converting', { fullPage: false });

    await page.getByText('Streaming ready').waitFor({ timeout: 90_000 });
    expect(await converting.count()).toBe(0);
    await saveScreenshot(page, 'phone-admin-video-ready', { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await saveScreenshot(page, 'desktop-admin-video-ready', { fullPage: false });

    const published = await page.request.put(api(`admin/courses/${courseId}/published`), {
      headers,
      data: { published: true },
    });
    expect(published.status()).toBe(200);
  });

  it('plays the lecture to an enrolled learner through HLS, with its captions', async () => {
    learner = await openBrowser({ viewport: DESKTOP });
    const { page } = learner;
    const person = newLearner();
    const registered = await page.request.post(api('user/register'), {
      data: { ...person, category: 'student' },
    });
    expect(registered.status()).toBeLessThan(300);
    await logIn(page, baseUrl, person);
    await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);
    const me = (await (await page.request.get(api('user/me'))).json()).user as { id: string };
    const enrolled = await page.request.post(api('student/enrolled'), {
      data: { user_id: me.id, cname: String(courseId) },
    });
    expect(enrolled.status()).toBeLessThan(300);

    // Whole files or byte ranges of them (the browser's own HLS player asks for ranges).
    const fetched: { path: string; ok: boolean }[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/api/v1/media/')) fetched.push({ path, ok: response.ok() });
    });
    await page.goto(url(`course?courseId=${courseId}`));
    await page.getByRole('heading', { name: 'Imaging a disk' }).waitFor();
    const video = page.locator('video');
    await video.waitFor({ state: 'attached' });
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    await page.evaluate(() => {
      const element = document.querySelector('video')!;
      element.muted = true;
      return element.play();
    });
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1, undefined, {
      timeout: 30_000,
    });
    await page.evaluate(() => document.querySelector('video')?.pause());

    // The master playlist, a rendition's playlist and its segments came from the stream; never the upload.
    expect(fetched).toContainEqual({ path: expect.stringMatching(/\/hls\/master\.m3u8$/), ok: true });
    expect(fetched).toContainEqual({ path: expect.stringMatching(/\/hls\/360p\/index\.m3u8$/), ok: true });
    expect(fetched).toContainEqual({
      path: expect.stringMatching(/\/hls\/\d+p\/segment-\d+\.ts$/),
      ok: true,
    });
    expect(fetched.some((file) => file.path.endsWith('.mp4'))).toBe(false);
    expect(fetched).toContainEqual({ path: expect.stringMatching(/\/captions\/[^/]+\.vtt$/), ok: true });
    await saveScreenshot(page, 'desktop-learning-video-hls', { fullPage: false });
    await page.setViewportSize(PHONE);
    await page.getByRole('heading', { name: 'Imaging a disk' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'phone-learning-video-hls', { fullPage: false });
  });

  it('plays it through hls.js, loaded with the first stream, where the browser has no HLS of its own', async () => {
    // As Firefox: the video element cannot play an HLS playlist itself, so the player brings hls.js in.
    const page = await learner.context.newPage();
    await page.addInitScript(() => {
      const canPlayType = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
      };
    });
    const scripts: string[] = [];
    const problems: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.setViewportSize(DESKTOP);
    await page.goto(url(`course?courseId=${courseId}`));
    await page.getByRole('heading', { name: 'Imaging a disk' }).waitFor();
    // hls.js feeds the video element through Media Source Extensions: its source becomes a blob. The player
    // also lists the playlist as a <source> child, which this Chromium (unlike Firefox) can start playing
    // itself in the moment before hls.js attaches, so the first metadata alone does not tell who plays.
    await page.waitForFunction(() => /^blob:/.test(document.querySelector('video')?.currentSrc ?? ''));
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    expect(scripts.some((path) => /\/assets\/hls-[\w-]+\.js$/.test(path))).toBe(true);
    await page.evaluate(() => {
      const element = document.querySelector('video')!;
      element.muted = true;
      return element.play();
    });
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1, undefined, {
      timeout: 30_000,
    });
    expect(await page.evaluate(() => document.querySelector('video')?.currentSrc ?? '')).toMatch(/^blob:/);
    expect(problems).toEqual([]);
    await page.close();
  });
});
