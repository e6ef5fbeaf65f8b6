import { learning } from '@academy/contracts';
import { createEventPublisher, enrolmentCopyChecks, eventually, queryDatabase } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, startCatalogue } from '../support/catalogue-app.ts';
import { files, octet } from '../support/files.ts';

let c: Catalogue;
let publisher: Awaited<ReturnType<typeof createEventPublisher>>;
let courseId: number;

const details = () => c.app.inject({ url: `/courses/${courseId}/details`, headers: c.auth(c.userToken) });
const query = <R extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  queryDatabase<R>(c.databaseUrl, sql, params);
/** The learners the course's listing counts (what sorting by popularity and its card show). */
const learners = async () =>
  (
    await query<{ learners: number }>('SELECT learners FROM course_listing WHERE course_id = $1', [courseId])
  )[0]?.learners;

beforeAll(async () => {
  c = await startCatalogue('catalogue_access');
  publisher = await createEventPublisher(c.prefix);
  const created = await c.app.inject({
    method: 'POST',
    url: '/courses?title=Refundable&description=d&category=c&createdBy=x',
    headers: { ...octet, ...c.auth(c.adminToken) },
    payload: files.png,
  });
  courseId = created.json().course.id;
});

afterAll(async () => {
  await publisher?.close();
  await c?.close();
});

describe('course access from enrolment events', () => {
  it('opens the course on an enrolment and closes it again when the enrolment is revoked', async () => {
    expect((await details()).statusCode).toBe(403);
    await publisher.publish(learning.enrolmentCreated, { userId: c.learnerId, courseId, source: 'order' });
    await eventually(async () => expect((await details()).statusCode).toBe(200));
    expect(await learners()).toBe(1);
    await publisher.publish(learning.enrolmentRevoked, { userId: c.learnerId, courseId, reason: 'refunded' });
    await eventually(async () => expect((await details()).statusCode).toBe(403));
    expect(await learners()).toBe(0);
    await publisher.publish(learning.enrolmentCreated, { userId: c.learnerId, courseId, source: 'order' });
    await eventually(async () => expect((await details()).statusCode).toBe(200));
    expect(await learners()).toBe(1);
  });

  it('follows a change made in the database by any hand at once, for the course screen and its files', async () => {
    const moduleId = await c.addModule(courseId, 'Handouts');
    const { filePath } = (
      await c.app.inject({
        method: 'POST',
        url: `/courses/${courseId}/modules/${moduleId}/documents?title=Handout`,
        headers: { ...octet, ...c.auth(c.adminToken) },
        payload: files.pdf,
      })
    ).json().document;
    const file = () =>
      c.app.inject({ url: String(filePath).replace('/api/v1', ''), headers: c.auth(c.userToken) });
    const setEnrolled = (enrolled: boolean) =>
      query('UPDATE course_access SET enrolled = $3 WHERE user_id = $1 AND course_id = $2', [
        c.learnerId,
        courseId,
        enrolled,
      ]);
    await publisher.publish(learning.enrolmentCreated, { userId: c.learnerId, courseId, source: 'order' });
    await eventually(async () => expect((await details()).statusCode).toBe(200));
    expect((await file()).statusCode).toBe(200);

    // Another replica's event handler, or a hand in psql: the learner's kept grants are forgotten on commit.
    await setEnrolled(false);
    await eventually(async () => expect((await file()).statusCode).toBe(403));
    expect((await details()).statusCode).toBe(403);
    await setEnrolled(true);
    await eventually(async () => expect((await details()).statusCode).toBe(200));
    expect((await file()).statusCode).toBe(200);
    // Another learner's grants are their own.
    expect(
      (await c.app.inject({ url: `/courses/${courseId}/details`, headers: c.auth(c.token('USER')) }))
        .statusCode,
    ).toBe(403);
  });

  // The kit's checks, as for every copy of the enrolments: a refund must not be undone by a late enrolment.
  it('keeps a refunded learner out when the refund is handled before the enrolment', () =>
    enrolmentCopyChecks({ publisher, query }, 'course_access').revocationWinsOverALateEnrolment());
});
