import { catalogue } from '@academy/contracts';
import { queryDatabase } from '@academy/kit/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, startCatalogue, waitUntil } from '../support/catalogue-app.ts';
import { files, octet } from '../support/files.ts';

const fields = 'title=Network%20Forensics&description=Packets%20and%20flows&category=Forensics&createdBy=Ann';

describe('courses', () => {
  let c: Catalogue;
  beforeAll(async () => {
    c = await startCatalogue('catalogue_courses');
  });
  afterAll(async () => c?.close());

  const create = (query = fields, payload: Buffer = files.png, token = c.adminToken) =>
    c.app.inject({
      method: 'POST',
      url: `/courses?${query}`,
      headers: { ...octet, ...c.auth(token) },
      payload,
    });

  it('creates a course with its thumbnail as a draft, and lists it once it is published with content', async () => {
    const created = await create(`${fields}&priceMinor=250000&courseCode=NFX`);
    expect(created.statusCode).toBe(201);
    const { course, message } = created.json();
    expect(message).toBe('Course created successfully');
    expect(course.id).toBeGreaterThan(1000);
    expect(course).toMatchObject({
      course_id: course.id,
      title: 'Network Forensics',
      createdBy: 'Ann',
      price: 2500,
      priceMinor: 250000,
      currency: 'INR',
      courseCode: 'NFX',
      published: false,
    });
    expect(course.thumbnail_path).toMatch(/^\/api\/v1\/media\/thumbnails\/[\w-]+\.png$/);

    const thumbnail = await c.app.inject({
      method: 'GET',
      url: course.thumbnail_path.replace('/api/v1', ''),
    });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/png');
    expect(thumbnail.headers['cache-control']).toBe('public, max-age=86400');
    // Stored re-encoded: the same pixels, not necessarily the same bytes.
    const pixels = (image: Buffer) => sharp(image).raw().toBuffer();
    expect(await pixels(thumbnail.rawPayload)).toEqual(await pixels(files.png));

    const listed = async () =>
      (await c.app.inject({ method: 'GET', url: '/courses' }))
        .json()
        .courses.map((x: { id: number }) => x.id);
    expect(await listed()).not.toContain(course.id);
    const admin = c.auth(c.adminToken);
    const module = await c.app.inject({
      method: 'POST',
      url: `/courses/${course.id}/modules`,
      headers: admin,
      payload: { title: 'Capture' },
    });
    await c.app.inject({
      method: 'POST',
      url: `/courses/${course.id}/modules/${module.json().module.id}/documents?title=Notes`,
      headers: { ...octet, ...admin },
      payload: files.pdf,
    });
    const publish = await c.app.inject({
      method: 'PUT',
      url: `/courses/${course.id}/published`,
      headers: admin,
      payload: { published: true },
    });
    expect(publish.statusCode).toBe(200);
    expect(await listed()).toContain(course.id);

    const events = await waitUntil(
      () => c.events(catalogue.coursePublished.subject),
      (e) => e.some((x) => x.data.courseId === course.id),
    );
    expect(events.find((x) => x.data.courseId === course.id)?.data).toEqual({
      courseId: course.id,
      title: 'Network Forensics',
      courseCode: 'NFX',
      category: 'Forensics',
      priceMinor: 250000,
      originalPriceMinor: null,
      instructor: 'Ann',
      currency: 'INR',
      thumbnailUrl: course.thumbnail_path,
      published: true,
      quizIds: [],
      voucher: null,
    });
  });

  it('refuses bad input, missing tokens and learners', async () => {
    const missing = await create('title=x&description=y&category=z');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/createdBy/);
    const price = await create(`${fields}&priceMinor=-5`);
    expect(price.statusCode).toBe(400);
    expect(price.json().message).toMatch(/priceMinor/);
    const anonymous = await c.app.inject({
      method: 'POST',
      url: `/courses?${fields}`,
      headers: octet,
      payload: files.png,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await create(fields, files.png, c.userToken)).statusCode).toBe(403);
  });

  it('edits a course (admin only) and publishes the update', async () => {
    const { course } = (await create()).json();
    const body = {
      title: 'Network Forensics II',
      category: 'Security',
      createdBy: 'Bob',
      description: 'Flows',
      priceMinor: 100,
      highlights: ['Hands-on labs'],
    };
    const asUser = await c.app.inject({
      method: 'PUT',
      url: `/courses/${course.id}`,
      headers: c.auth(c.userToken),
      payload: body,
    });
    expect(asUser.statusCode).toBe(403);
    const missing = await c.app.inject({
      method: 'PUT',
      url: '/courses/999999',
      headers: c.auth(c.adminToken),
      payload: body,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await c.app.inject({
      method: 'PUT',
      url: `/courses/${course.id}`,
      headers: c.auth(c.adminToken),
      payload: { ...body, title: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/title/);

    const edited = await c.app.inject({
      method: 'PUT',
      url: `/courses/${course.id}`,
      headers: c.auth(c.adminToken),
      payload: body,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().course).toMatchObject({ ...body, price: 1 });
    const events = await waitUntil(
      () => c.events(catalogue.courseUpdated.subject),
      (e) => e.some((x) => x.data.courseId === course.id),
    );
    expect(events.find((x) => x.data.courseId === course.id)?.data).toMatchObject({
      title: 'Network Forensics II',
      category: 'Security',
      priceMinor: 100,
    });
  });

  it('replaces a thumbnail and removes the old file', async () => {
    const { course } = (await create()).json();
    const oldKey = course.thumbnail_path.replace('/api/v1/media/', '');
    const replaced = await c.app.inject({
      method: 'PUT',
      url: `/courses/${course.id}/thumbnail`,
      headers: { ...octet, ...c.auth(c.adminToken) },
      payload: files.png,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().course.thumbnail_path).not.toBe(course.thumbnail_path);
    const old = await c.app.inject({ method: 'GET', url: `/media/${oldKey}` });
    expect(old.statusCode).toBe(404);
  });

  it('deletes a course with its rows and files, and publishes the deletion', async () => {
    const { course } = (await create()).json();
    const module = await c.app.inject({
      method: 'POST',
      url: `/courses/${course.id}/modules`,
      headers: c.auth(c.adminToken),
      payload: { title: 'Intro' },
    });
    const moduleId = module.json().module.id;
    const document = await c.app.inject({
      method: 'POST',
      url: `/courses/${course.id}/modules/${moduleId}/documents?title=Notes`,
      headers: { ...octet, ...c.auth(c.adminToken) },
      payload: files.pdf,
    });
    expect(document.statusCode).toBe(201);
    const quiz = await c.app.inject({
      method: 'POST',
      url: `/courses/${course.id}/modules/${moduleId}/quizzes`,
      headers: c.auth(c.adminToken),
      payload: {
        title: 'Check',
        questions: [
          {
            text: 'Q',
            options: [
              { text: 'a', isCorrect: true },
              { text: 'b', isCorrect: false },
            ],
          },
        ],
      },
    });
    const quizId = quiz.json().quiz.id;
    const documentKey = document.json().document.filePath.replace('/api/v1/media/', '');
    const thumbnailKey = course.thumbnail_path.replace('/api/v1/media/', '');

    expect(
      (await c.app.inject({ method: 'DELETE', url: `/courses/${course.id}`, headers: c.auth(c.userToken) }))
        .statusCode,
    ).toBe(403);
    expect((await c.app.inject({ method: 'DELETE', url: `/courses/${course.id}` })).statusCode).toBe(401);
    const deleted = await c.app.inject({
      method: 'DELETE',
      url: `/courses/${course.id}`,
      headers: c.auth(c.adminToken),
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Course deleted successfully' });
    expect(
      (await c.app.inject({ method: 'DELETE', url: `/courses/${course.id}`, headers: c.auth(c.adminToken) }))
        .statusCode,
    ).toBe(404);

    const list = (await c.app.inject({ method: 'GET', url: '/courses' })).json();
    expect(list.courses.map((x: { id: number }) => x.id)).not.toContain(course.id);
    for (const table of ['courses', 'modules', 'content_items', 'lectures']) {
      const column = table === 'courses' ? 'id' : 'course_id';
      const rows = await queryDatabase(c.databaseUrl, `SELECT 1 FROM ${table} WHERE ${column} = $1`, [
        course.id,
      ]);
      expect(rows, table).toHaveLength(0);
    }
    expect(
      await queryDatabase(c.databaseUrl, 'SELECT 1 FROM questions WHERE quiz_id = $1', [quizId]),
    ).toHaveLength(0);
    const stored = await c.app.inject({ method: 'GET', url: `/media/${thumbnailKey}` });
    expect(stored.statusCode).toBe(404);
    const { createObjectStore } = await import('@academy/kit');
    const keys = await createObjectStore(c.config).list();
    expect(keys).not.toContain(thumbnailKey);
    expect(keys).not.toContain(documentKey);
    expect(keys.filter((key) => key.startsWith(`courses/${course.id}/`))).toEqual([]);

    const deletions = await waitUntil(
      () => c.events(catalogue.courseDeleted.subject),
      (e) => e.some((x) => x.data.courseId === course.id),
    );
    expect(deletions.filter((x) => x.data.courseId === course.id)).toHaveLength(1);
    const quizEvents = await waitUntil(
      () => c.events(catalogue.quizUpdated.subject),
      (e) => e.some((x) => x.data.quizId === quizId && x.data.deleted === true),
    );
    expect(quizEvents.find((x) => x.data.quizId === quizId && x.data.deleted)?.data).toMatchObject({
      questions: [],
    });
  });

  it('keeps drafts out of public lists, refuses to publish one with no content, and publishes it once it has some', async () => {
    const { course } = (await create(`${fields}&published=false`)).json();
    expect(course.published).toBe(false);
    const ids = async (url: string, token?: string) =>
      (await c.app.inject({ method: 'GET', url, headers: token ? c.auth(token) : {} }))
        .json()
        .courses.map((x: { id: number }) => x.id);
    expect(await ids('/courses')).not.toContain(course.id);
    expect((await c.app.inject({ method: 'GET', url: `/courses/${course.id}` })).statusCode).toBe(404);
    const asUser = await c.app.inject({
      method: 'GET',
      url: '/courses?includeUnpublished=true',
      headers: c.auth(c.userToken),
    });
    expect(asUser.statusCode).toBe(403);
    expect(await ids('/courses?includeUnpublished=true', c.adminToken)).toContain(course.id);

    const publish = (published: boolean, token = c.adminToken) =>
      c.app.inject({
        method: 'PUT',
        url: `/courses/${course.id}/published`,
        headers: c.auth(token),
        payload: { published },
      });
    const empty = await publish(true);
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toEqual({
      code: 'COURSE_HAS_NO_CONTENT',
      message:
        'Network Forensics has no content yet: add a module with a document, video or quiz before publishing it',
    });
    const throughEdit = await c.app.inject({
      method: 'PUT',
      url: `/courses/${course.id}`,
      headers: c.auth(c.adminToken),
      payload: { title: 'Live', description: 'd', category: 'c', createdBy: 'b', published: true },
    });
    expect(throughEdit.statusCode).toBe(409);
    expect((await publish(true, c.userToken)).statusCode).toBe(403);
    // A module alone is not content either.
    const module = await c.app.inject({
      method: 'POST',
      url: `/courses/${course.id}/modules`,
      headers: c.auth(c.adminToken),
      payload: { title: 'Capture' },
    });
    expect((await publish(true)).statusCode).toBe(409);
    const [row] = await queryDatabase<{ published: boolean; title: string }>(
      c.databaseUrl,
      `SELECT published, title FROM courses WHERE id = ${course.id}`,
    );
    expect(row).toEqual({ published: false, title: 'Network Forensics' });
    expect(
      (await c.events(catalogue.coursePublished.subject)).filter((x) => x.data.courseId === course.id),
    ).toEqual([]);

    await c.app.inject({
      method: 'POST',
      url: `/courses/${course.id}/modules/${module.json().module.id}/quizzes`,
      headers: c.auth(c.adminToken),
      payload: {
        title: 'Capture quiz',
        questions: [
          {
            text: 'Which tool records packets?',
            options: [
              { text: 'A sniffer', isCorrect: true },
              { text: 'A pen', isCorrect: false },
            ],
          },
        ],
      },
    });
    const live = await publish(true);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({
      message: 'Course published',
      course: { published: true, content: { modules: 1, quizzes: 1, questions: 1, documents: 0, videos: 0 } },
    });
    const published = await waitUntil(
      () => c.events(catalogue.coursePublished.subject),
      (e) => e.some((x) => x.data.courseId === course.id),
    );
    expect(published.filter((x) => x.data.courseId === course.id)).toHaveLength(1);
    expect(await ids('/courses')).toContain(course.id);

    const draft = await publish(false);
    expect(draft.json()).toMatchObject({
      message: 'Course taken back to draft',
      course: { published: false },
    });
    expect(await ids('/courses')).not.toContain(course.id);
  });

  it('counts what a course holds in its replies, following the modules an administrator adds', async () => {
    const { course } = (await create(`${fields}&published=false`)).json();
    expect(course.content).toEqual({
      modules: 0,
      documents: 0,
      videos: 0,
      quizzes: 0,
      questions: 0,
      examMinutes: null,
    });
    const admin = c.auth(c.adminToken);
    const added = await c.app.inject({
      method: 'POST',
      url: `/courses/${course.id}/modules`,
      headers: admin,
      payload: { title: 'Flows' },
    });
    const moduleId = added.json().module.id;
    await c.app.inject({
      method: 'POST',
      url: `/courses/${course.id}/modules/${moduleId}/documents?title=Notes`,
      headers: { ...octet, ...admin },
      payload: files.pdf,
    });
    const quiz = await c.app.inject({
      method: 'POST',
      url: `/courses/${course.id}/modules/${moduleId}/quizzes`,
      headers: admin,
      payload: {
        title: 'Flows exam',
        questions: [1, 2].map((n) => ({
          text: `Question ${n}`,
          options: [
            { text: 'Yes', isCorrect: true },
            { text: 'No', isCorrect: false },
          ],
        })),
      },
    });
    expect(quiz.statusCode).toBe(201);
    await c.app.inject({
      method: 'PUT',
      url: `/quizzes/${quiz.json().quiz.id}`,
      headers: admin,
      payload: { timeLimitMinutes: 90 },
    });
    await c.app.inject({
      method: 'POST',
      url: `/courses/${course.id}/modules`,
      headers: admin,
      payload: { title: 'Reports' },
    });
    await c.app.inject({
      method: 'PUT',
      url: `/courses/${course.id}/published`,
      headers: admin,
      payload: { published: true },
    });
    const expected = { modules: 2, documents: 1, videos: 0, quizzes: 1, questions: 2, examMinutes: 90 };
    const one = (await c.app.inject({ method: 'GET', url: `/courses/${course.id}` })).json().course;
    expect(one.content).toEqual(expected);
    const listed = (await c.app.inject({ method: 'GET', url: '/courses' }))
      .json()
      .courses.find((x: { id: number }) => x.id === course.id);
    expect(listed.content).toEqual(expected);

    const contentNow = async () =>
      (await c.app.inject({ method: 'GET', url: `/courses/${course.id}` })).json().course.content;
    const quizId = quiz.json().quiz.id;
    const third = await c.app.inject({
      method: 'POST',
      url: `/quizzes/${quizId}/questions`,
      headers: admin,
      payload: {
        text: 'Question 3',
        options: [
          { text: 'Yes', isCorrect: true },
          { text: 'No', isCorrect: false },
        ],
      },
    });
    expect(third.statusCode, third.body).toBe(201);
    expect(await contentNow()).toEqual({ ...expected, questions: 3 });
    const removed = await c.app.inject({
      method: 'DELETE',
      url: `/quizzes/${quizId}/questions/${third.json().question.id}`,
      headers: admin,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await contentNow()).toEqual(expected);
    // The quiz goes with its questions and its time limit; the course keeps its document.
    const gone = await c.app.inject({ method: 'DELETE', url: `/quizzes/${quizId}`, headers: admin });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await contentNow()).toEqual({ ...expected, quizzes: 0, questions: 0, examMinutes: null });
  });

  it('answers 404 for a missing course and 400 for a bad id', async () => {
    expect((await c.app.inject({ method: 'GET', url: '/courses/424242' })).statusCode).toBe(404);
    const bad = await c.app.inject({ method: 'GET', url: '/courses/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/id/);
  });
});
