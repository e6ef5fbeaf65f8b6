import { catalogue } from '@academy/contracts';
import { createEventPublisher, queryDatabase } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, startCatalogue, waitUntil } from '../support/catalogue-app.ts';
import { files, octet } from '../support/files.ts';

const fields = 'title=Memory%20Forensics&description=RAM&category=Forensics&createdBy=Ann';

describe('the published course list', () => {
  let c: Catalogue;
  let courseId: number;
  beforeAll(async () => {
    c = await startCatalogue('catalogue_list_cache');
    const created = await c.app.inject({
      method: 'POST',
      url: `/courses?${fields}`,
      headers: { ...octet, ...c.auth(c.adminToken) },
      payload: files.png,
    });
    courseId = created.json().course.id;
    // A new course is a draft: it is listed once it has content and is published.
    const admin = c.auth(c.adminToken);
    const module = await c.app.inject({
      method: 'POST',
      url: `/courses/${courseId}/modules`,
      headers: admin,
      payload: { title: 'Acquisition' },
    });
    await c.app.inject({
      method: 'POST',
      url: `/courses/${courseId}/modules/${module.json().module.id}/documents?title=Notes`,
      headers: { ...octet, ...admin },
      payload: files.pdf,
    });
    await c.app.inject({
      method: 'PUT',
      url: `/courses/${courseId}/published`,
      headers: admin,
      payload: { published: true },
    });
    // The publication's own event comes back and empties the list once; let that happen first.
    await waitUntil(
      () => c.events(catalogue.coursePublished.subject),
      (events) => events.length === 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  afterAll(async () => c?.close());

  const titleListed = async (headers: Record<string, string> = {}) => {
    const reply = await c.app.inject({ method: 'GET', url: '/courses', headers });
    return reply.json().courses.find((course: { id: number }) => course.id === courseId)?.title;
  };
  /** A change written by another replica of the service: this one has not heard of it yet. */
  const renameBehindItsBack = (title: string) =>
    queryDatabase(c.databaseUrl, 'UPDATE courses SET title = $1 WHERE id = $2', [title, courseId]);

  it('is answered from memory until something announces a change', async () => {
    expect(await titleListed()).toBe('Memory Forensics');
    await renameBehindItsBack('Renamed elsewhere');
    expect(await titleListed()).toBe('Memory Forensics');
    // What the BFF sends when an event told it the list changed: the database is read.
    expect(await titleListed({ 'cache-control': 'no-cache' })).toBe('Renamed elsewhere');
  });

  it("is read again after another replica's catalogue event", async () => {
    expect(await titleListed()).toBe('Renamed elsewhere');
    await renameBehindItsBack('Renamed and announced');
    expect(await titleListed()).toBe('Renamed elsewhere');
    const publisher = await createEventPublisher(c.prefix);
    await publisher.publish(catalogue.courseUpdated, {
      ...catalogue.courseUpdated.example,
      courseId,
      title: 'Renamed and announced',
    });
    await publisher.close();
    expect(await waitUntil(titleListed, (title) => title === 'Renamed and announced', 5000)).toBe(
      'Renamed and announced',
    );
  });

  it('shows a change made through this process at once', async () => {
    const edited = await c.app.inject({
      method: 'PUT',
      url: `/courses/${courseId}`,
      headers: c.auth(c.adminToken),
      payload: { title: 'Edited here', description: 'RAM', category: 'Forensics', createdBy: 'Ann' },
    });
    expect(edited.statusCode).toBe(200);
    expect(await titleListed()).toBe('Edited here');
  });
});
