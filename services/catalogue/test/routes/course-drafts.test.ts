import { catalogue } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, startCatalogue, waitUntil } from '../support/catalogue-app.ts';
import { files, octet } from '../support/files.ts';

const fields = 'title=Disk%20Forensics&description=Sectors&category=Forensics&createdBy=Ann';
const question = {
  text: 'Which block holds the partition table?',
  options: [
    { text: 'The first', isCorrect: true },
    { text: 'The last', isCorrect: false },
  ],
};

describe('a course is published only while it has content', () => {
  let c: Catalogue;
  beforeAll(async () => {
    c = await startCatalogue('catalogue_course_drafts');
  });
  afterAll(async () => c?.close());

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    c.app.inject({ method, url, headers: c.auth(c.adminToken), ...(payload ? { payload } : {}) });
  const publicIds = async () =>
    (await c.app.inject({ method: 'GET', url: '/courses' })).json().courses.map((x: { id: number }) => x.id);
  const stored = async (courseId: number) =>
    (await inject('GET', '/courses?includeUnpublished=true'))
      .json()
      .courses.find((x: { id: number }) => x.id === courseId);
  /** The course's announcements, oldest first, once `count` of them have arrived. */
  const announced = (courseId: number, count: number) =>
    waitUntil(
      async () =>
        (await c.events<{ courseId: number; published: boolean }>(catalogue.courseUpdated.subject)).filter(
          (x) => x.data.courseId === courseId,
        ),
      (events) => events.length >= count,
    );

  /** A published course of one module holding a document and a quiz. */
  const publishedCourse = async () => {
    const created = await c.app.inject({
      method: 'POST',
      url: `/courses?${fields}`,
      headers: { ...octet, ...c.auth(c.adminToken) },
      payload: files.png,
    });
    expect(created.statusCode).toBe(201);
    const courseId: number = created.json().course.id;
    const module = (await inject('POST', `/courses/${courseId}/modules`, { title: 'Partitions' })).json()
      .module;
    const document = await c.app.inject({
      method: 'POST',
      url: `/courses/${courseId}/modules/${module.id}/documents?title=Notes`,
      headers: { ...octet, ...c.auth(c.adminToken) },
      payload: files.pdf,
    });
    const quiz = await inject('POST', `/courses/${courseId}/modules/${module.id}/quizzes`, {
      title: 'Check',
      questions: [question],
    });
    expect((await inject('PUT', `/courses/${courseId}/published`, { published: true })).statusCode).toBe(200);
    return {
      courseId,
      moduleId: module.id as number,
      documentId: document.json().document.id as number,
      quizId: quiz.json().quiz.id as number,
    };
  };

  it('creates a course without `published` as a draft: not listed, not shown, not announced as published', async () => {
    const created = await c.app.inject({
      method: 'POST',
      url: `/courses?${fields}`,
      headers: { ...octet, ...c.auth(c.adminToken) },
      payload: files.png,
    });
    expect(created.statusCode).toBe(201);
    const { course } = created.json();
    expect(course.published).toBe(false);
    expect(await publicIds()).not.toContain(course.id);
    expect((await c.app.inject({ method: 'GET', url: `/courses/${course.id}` })).statusCode).toBe(404);
    expect((await stored(course.id)).published).toBe(false);
    // A later event of the same course proves the outbox has sent everything the creation wrote.
    await inject('PUT', `/courses/${course.id}`, {
      title: 'Disk Forensics',
      description: 'Sectors',
      category: 'Forensics',
      createdBy: 'Ann',
    });
    await announced(course.id, 1);
    const published = await c.events<{ courseId: number }>(catalogue.coursePublished.subject);
    expect(published.filter((x) => x.data.courseId === course.id)).toEqual([]);
  });

  it('refuses to create a course published, since it has nothing to learn yet, and keeps nothing of it', async () => {
    const before = (await inject('GET', '/courses?includeUnpublished=true')).json().courses.length;
    const created = await c.app.inject({
      method: 'POST',
      url: `/courses?${fields}&published=true`,
      headers: { ...octet, ...c.auth(c.adminToken) },
      payload: files.png,
    });
    expect(created.statusCode).toBe(409);
    expect(created.json()).toEqual({
      code: 'COURSE_HAS_NO_CONTENT',
      message:
        'Disk Forensics has no content yet: add a module with a document, video or quiz before publishing it',
    });
    expect((await inject('GET', '/courses?includeUnpublished=true')).json().courses).toHaveLength(before);
  });

  it('takes a course back to draft when its last document and quiz are removed, and announces it', async () => {
    const { courseId, documentId, quizId } = await publishedCourse();
    // One of two items gone: still something to learn.
    expect((await inject('DELETE', `/courses/${courseId}/content/${documentId}`)).statusCode).toBe(200);
    expect((await stored(courseId)).published).toBe(true);
    expect(await publicIds()).toContain(courseId);

    expect((await inject('DELETE', `/quizzes/${quizId}`)).statusCode).toBe(200);
    const course = await stored(courseId);
    expect(course).toMatchObject({ published: false, content: { modules: 1, documents: 0, quizzes: 0 } });
    expect(await publicIds()).not.toContain(courseId);
    // Module, document and quiz added to the draft, then the two removals: the last is the draft again.
    const events = await announced(courseId, 5);
    expect(events.slice(3).map((x) => x.data.published)).toEqual([true, false]);
  });

  it('takes a course back to draft when the module holding its last content is removed', async () => {
    const { courseId, moduleId, documentId } = await publishedCourse();
    await inject('DELETE', `/courses/${courseId}/content/${documentId}`);
    expect((await inject('DELETE', `/courses/${courseId}/modules/${moduleId}`)).statusCode).toBe(200);
    expect(await stored(courseId)).toMatchObject({ published: false, content: { modules: 0 } });
    const events = await announced(courseId, 5);
    expect(events.slice(3).map((x) => x.data.published)).toEqual([true, false]);
  });

  it('takes a course back to draft when its last item is removed as content', async () => {
    const { courseId, documentId, quizId } = await publishedCourse();
    await inject('DELETE', `/courses/${courseId}/content/${documentId}`);
    expect((await inject('DELETE', `/courses/${courseId}/content/${quizId}`)).statusCode).toBe(200);
    expect((await stored(courseId)).published).toBe(false);
    // Publishing it again is refused until it has content again.
    const again = await inject('PUT', `/courses/${courseId}/published`, { published: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('COURSE_HAS_NO_CONTENT');
  });
});
