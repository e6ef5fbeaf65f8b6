import { createObjectStore } from '@academy/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, startCatalogue } from '../support/catalogue-app.ts';
import { files, octet } from '../support/files.ts';

const fields = 'title=Uploads&description=Files&category=Testing&createdBy=Ann';

describe('uploads are judged by content and size, and a refused upload stores nothing', () => {
  let c: Catalogue;
  let courseId: number;
  let moduleId: number;
  const bucket = () => createObjectStore(c.config).list();
  const post = (url: string, payload: Buffer, token = c.adminToken) =>
    c.app.inject({ method: 'POST', url, headers: { ...octet, ...c.auth(token) }, payload });

  beforeAll(async () => {
    c = await startCatalogue('catalogue_uploads');
    courseId = (await post(`/courses?${fields}`, files.png)).json().course.id;
    moduleId = await c.addModule(courseId, 'Files');
  });
  afterAll(async () => c?.close());

  it('refuses a shell script named .png as a thumbnail with 415', async () => {
    const before = await bucket();
    const reply = await post(`/courses?${fields}`, files.script);
    expect(reply.statusCode).toBe(415);
    expect(reply.json()).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE' });
    expect(await bucket()).toEqual(before);
  });

  it('refuses a thumbnail over 5 MB with 413', async () => {
    const before = await bucket();
    const huge = Buffer.concat([files.png, Buffer.alloc(5 * 1024 * 1024)]);
    const reply = await post(`/courses?${fields}`, huge);
    expect(reply.statusCode).toBe(413);
    expect(reply.json().message).toMatch(/5 MB/);
    expect(await bucket()).toEqual(before);
  });

  it('refuses an upload not sent as a raw body with 415', async () => {
    const reply = await c.app.inject({
      method: 'POST',
      url: `/courses?${fields}`,
      headers: c.auth(c.adminToken),
      payload: { thumbnail: 'x' },
    });
    expect(reply.statusCode).toBe(415);
  });

  it('accepts only PDFs as documents', async () => {
    const before = await bucket();
    const png = await post(`/courses/${courseId}/modules/${moduleId}/documents?title=Notes`, files.png);
    expect(png.statusCode).toBe(415);
    expect(await bucket()).toEqual(before);
    const pdf = await post(`/courses/${courseId}/modules/${moduleId}/documents?title=Notes`, files.pdf);
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json().document).toMatchObject({ title: 'Notes', moduleId, courseId });
    expect(await bucket()).toContain(pdf.json().document.filePath.replace('/api/v1/media/', ''));
  });

  it('accepts MP4 videos and WebVTT captions, and refuses other captions', async () => {
    const video = await post(`/courses/${courseId}/modules/${moduleId}/videos?title=Clip`, files.mp4);
    expect(video.statusCode).toBe(201);
    const videoId = video.json().video.id;
    expect(video.json().video.captionsPath).toBeNull();
    const notVideo = await post(`/courses/${courseId}/modules/${moduleId}/videos?title=Clip`, files.pdf);
    expect(notVideo.statusCode).toBe(415);

    const put = (payload: Buffer) =>
      c.app.inject({
        method: 'PUT',
        url: `/courses/${courseId}/videos/${videoId}/captions`,
        headers: { ...octet, ...c.auth(c.adminToken) },
        payload,
      });
    const before = await bucket();
    expect((await put(Buffer.from('1\n00:00:00,000 --> 00:00:01,000\nSRT, not VTT\n'))).statusCode).toBe(415);
    expect((await put(Buffer.concat([files.vtt, Buffer.alloc(1024 * 1024, 'a')]))).statusCode).toBe(413);
    expect(await bucket()).toEqual(before);
    const captions = await put(files.vtt);
    expect(captions.statusCode).toBe(200);
    expect(captions.json().video.captionsPath).toMatch(/^\/api\/v1\/media\/courses\/\d+\/captions\/.+\.vtt$/);
  });

  it('takes lectures as PDF or video and lists them; refuses other files', async () => {
    const url = `/courses/${courseId}/lectures?title=Week%201&description=Intro`;
    const bad = await post(url, files.png);
    expect(bad.statusCode).toBe(415);
    const missingTitle = await post(`/courses/${courseId}/lectures?description=x`, files.pdf);
    expect(missingTitle.statusCode).toBe(400);
    expect(missingTitle.json().message).toMatch(/title/);
    expect((await post(url, files.pdf, c.userToken)).statusCode).toBe(403);
    expect((await post(`/courses/999999/lectures?title=a&description=b`, files.pdf)).statusCode).toBe(404);

    const added = await post(url, files.mp4);
    expect(added.statusCode).toBe(201);
    const [lecture] = added.json().lectures;
    expect(lecture).toMatchObject({
      title: 'Week 1',
      description: 'Intro',
      contentType: 'video/mp4',
      courseId,
    });

    const list = await c.app.inject({
      method: 'GET',
      url: `/courses/${courseId}/lectures`,
      headers: c.auth(c.userToken),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().lectures).toHaveLength(1);
    expect((await c.app.inject({ method: 'GET', url: `/courses/${courseId}/lectures` })).statusCode).toBe(
      401,
    );

    const key = lecture.filePath.replace('/api/v1/media/', '');
    expect(await bucket()).toContain(key);
    const otherCourse = await c.app.inject({
      method: 'DELETE',
      url: `/courses/999999/lectures/${lecture.id}`,
      headers: c.auth(c.adminToken),
    });
    expect(otherCourse.statusCode).toBe(404);
    const removed = await c.app.inject({
      method: 'DELETE',
      url: `/courses/${courseId}/lectures/${lecture.id}`,
      headers: c.auth(c.adminToken),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().lectures).toEqual([]);
    expect(await bucket()).not.toContain(key);
  });
});
