import { readdir, readFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { createObjectStore } from '@academy/kit';
import { bombPng } from '@academy/kit/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoModules } from '../../src/seed/demo-modules.ts';
import { renderLessonPdf } from '../../src/seed/document-pdf.ts';
import { type Catalogue, startCatalogue } from '../support/catalogue-app.ts';
import { files, octet } from '../support/files.ts';

const fields = 'title=Parsed&description=Files&category=Testing&createdBy=Ann';
const SCRIPT = '<script>fetch("/api/v1/user/logout")</script>';

describe('uploads are parsed before they are stored', () => {
  let c: Catalogue;
  let courseId: number;
  let moduleId: number;
  const store = () => createObjectStore(c.config);
  const stored = async (path: string) => buffer(await store().read(path.replace('/api/v1/media/', '')));
  const post = (url: string, payload: Buffer) =>
    c.app.inject({ method: 'POST', url, headers: { ...octet, ...c.auth(c.adminToken) }, payload });
  const documents = `/courses/{course}/modules/{module}/documents?title=Reading`;
  const addDocument = (payload: Buffer) =>
    post(documents.replace('{course}', String(courseId)).replace('{module}', String(moduleId)), payload);

  beforeAll(async () => {
    c = await startCatalogue('catalogue_parsed_uploads');
    courseId = (await post(`/courses?${fields}`, files.png)).json().course.id;
    moduleId = await c.addModule(courseId, 'Files');
  });
  afterAll(async () => c?.close());

  it('refuses a 20000 × 20000 PNG bomb as a thumbnail with 400 and stores nothing', async () => {
    const bomb = bombPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    const before = await store().list();
    const reply = await post(`/courses?${fields}`, bomb);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      message: 'The thumbnail has more than 25 million pixels',
      code: 'IMAGE_TOO_LARGE',
    });
    expect(await store().list()).toEqual(before);
  });

  it('re-encodes a JPEG thumbnail: the script after its end is gone, the picture stays', async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#4f46e5' } })
      .jpeg()
      .toBuffer();
    const replaced = await c.app.inject({
      method: 'PUT',
      url: `/courses/${courseId}/thumbnail`,
      headers: { ...octet, ...c.auth(c.adminToken) },
      payload: Buffer.concat([photo, Buffer.from(SCRIPT)]),
    });
    expect(replaced.statusCode).toBe(200);
    const kept = await stored(replaced.json().course.thumbnail_path);
    expect(kept.includes(SCRIPT)).toBe(false);
    expect(kept.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(kept.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect(await sharp(kept).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
  });

  it('refuses a file that starts with %PDF- and is no PDF, as a document or a lecture', async () => {
    const before = await store().list();
    const document = await addDocument(files.fakePdf);
    expect(document.statusCode).toBe(400);
    expect(document.json()).toEqual({ message: 'The document is not a readable PDF', code: 'INVALID_PDF' });
    const lecture = await post(`/courses/${courseId}/lectures?title=Notes&description=x`, files.fakePdf);
    expect(lecture.statusCode).toBe(400);
    expect(await store().list()).toEqual(before);
  });

  it("accepts the demo's real PDFs and stores them unchanged", async () => {
    for (const demo of demoModules) {
      const pdf = await renderLessonPdf({ course: 'Digital Forensics Essentials', ...demo.document });
      const reply = await addDocument(pdf);
      expect(reply.statusCode).toBe(201);
      expect(await stored(reply.json().document.filePath)).toEqual(pdf);
    }
  });

  it("accepts the demo's thumbnails", async () => {
    const assets = new URL('../../src/seed/assets/', import.meta.url);
    for (const name of (await readdir(assets)).filter((file) => file.endsWith('.png'))) {
      expect((await post(`/courses?${fields}`, await readFile(new URL(name, assets)))).statusCode).toBe(201);
    }
  });
});
