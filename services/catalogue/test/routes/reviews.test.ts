import { randomUUID } from 'node:crypto';
import type { CourseSearchReply, ReviewsReply } from '@academy/contracts';
import { queryDatabase } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, startCatalogue } from '../support/catalogue-app.ts';
import { enrol, insertCourses } from '../support/listed-courses.ts';

describe('ratings and reviews', () => {
  let c: Catalogue;
  let course: number;
  let other: number;
  let draft: number;
  const learner = () => {
    const id = randomUUID();
    return { id, token: c.token('USER', id) };
  };
  beforeAll(async () => {
    c = await startCatalogue('catalogue_reviews');
    [course, other, draft] = await insertCourses(c.databaseUrl, [
      { title: 'Digital Forensics Essentials' },
      { title: 'Network Security Monitoring' },
      { title: 'Unfinished course', published: false },
    ]);
  });
  afterAll(async () => c?.close());

  const write = (method: 'POST' | 'PUT', courseId: number, token: string | null, payload: unknown) =>
    c.app.inject({
      method,
      url: method === 'POST' ? `/courses/${courseId}/reviews` : `/courses/${courseId}/reviews/mine`,
      headers: token ? c.auth(token) : {},
      payload: payload as object,
    });
  const reviews = async (courseId: number, token?: string) => {
    const reply = await c.app.inject({
      method: 'GET',
      url: `/courses/${courseId}/reviews`,
      headers: token ? c.auth(token) : {},
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<ReviewsReply>();
  };
  const storedReviews = async () =>
    (await queryDatabase<{ n: number }>(c.databaseUrl, 'SELECT count(*)::int AS n FROM course_reviews'))[0]!
      .n;

  it('an enrolled learner rates once, edits, and the average follows', async () => {
    const ann = learner();
    await enrol(c.databaseUrl, course, [ann.id]);
    const created = await write('POST', course, ann.token, {
      rating: 4,
      text: 'Clear and practical.',
      authorName: 'Ann K.',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().review).toMatchObject({
      courseId: course,
      rating: 4,
      text: 'Clear and practical.',
      hidden: false,
    });

    const again = await write('POST', course, ann.token, { rating: 1, authorName: 'Ann K.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REVIEW_EXISTS');

    const edited = await write('PUT', course, ann.token, {
      rating: 2,
      text: 'Too short.',
      authorName: 'Ann K.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const seen = await reviews(course, ann.token);
    expect(seen.summary).toEqual({ average: 2, count: 1, stars: [0, 1, 0, 0, 0] });
    expect(seen.reviews.map((review) => review.text)).toEqual(['Too short.']);
    expect(seen.mine).toMatchObject({ rating: 2, authorName: 'Ann K.' });
    expect((await reviews(course)).mine).toBeNull();

    const bob = learner();
    await enrol(c.databaseUrl, course, [bob.id]);
    expect((await write('POST', course, bob.token, { rating: 5, authorName: 'Bob' })).statusCode).toBe(201);
    expect((await reviews(course)).summary).toMatchObject({ average: 3.5, count: 2 });
    const found = (
      await c.app.inject({ method: 'GET', url: '/courses?sort=rating' })
    ).json<CourseSearchReply>();
    expect(found.courses[0]).toMatchObject({ id: course, rating: { average: 3.5, count: 2 } });
  });

  it('a double submit stores one review', async () => {
    const cat = learner();
    await enrol(c.databaseUrl, other, [cat.id]);
    const body = { rating: 5, text: 'Great', authorName: 'Cat' };
    const replies = await Promise.all([1, 2, 3].map(() => write('POST', other, cat.token, body)));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await reviews(other)).summary).toMatchObject({ average: 5, count: 1 });
  });

  it('refuses learners who are not enrolled, visitors, drafts and missing courses', async () => {
    const before = await storedReviews();
    const dan = learner();
    const refused = await write('POST', course, dan.token, { rating: 5, authorName: 'Dan' });
    expect(refused.statusCode).toBe(403);
    expect((await write('PUT', course, dan.token, { rating: 5, authorName: 'Dan' })).statusCode).toBe(403);
    expect((await write('POST', course, c.adminToken, { rating: 5, authorName: 'Admin' })).statusCode).toBe(
      403,
    );
    expect((await write('POST', course, null, { rating: 5, authorName: 'Nobody' })).statusCode).toBe(401);
    await enrol(c.databaseUrl, draft, [dan.id]);
    expect((await write('POST', draft, dan.token, { rating: 5, authorName: 'Dan' })).statusCode).toBe(404);
    expect((await write('POST', 999_999, dan.token, { rating: 5, authorName: 'Dan' })).statusCode).toBe(404);
    expect((await c.app.inject({ method: 'GET', url: `/courses/${draft}/reviews` })).statusCode).toBe(404);
    expect(await storedReviews()).toBe(before);
  });

  it('refuses bad input with a 400 naming the field and changes nothing', async () => {
    const eve = learner();
    await enrol(c.databaseUrl, other, [eve.id]);
    const before = await storedReviews();
    for (const [payload, field] of [
      [{ rating: 6, authorName: 'Eve' }, 'rating'],
      [{ rating: 0, authorName: 'Eve' }, 'rating'],
      [{ rating: 4.5, authorName: 'Eve' }, 'rating'],
      [{ rating: '5', authorName: 'Eve' }, 'rating'],
      [{ authorName: 'Eve' }, 'rating'],
      [{ rating: 5, text: 'x'.repeat(2001), authorName: 'Eve' }, 'text'],
      [{ rating: 5, text: 'bad\u202Etext', authorName: 'Eve' }, 'text'],
      [{ rating: 5 }, 'authorName'],
      [{ rating: 5, authorName: 'Eve', hidden: false }, 'hidden'],
    ] as const) {
      const reply = await write('POST', other, eve.token, payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
      expect(reply.json().message).toContain(field);
    }
    expect(await storedReviews()).toBe(before);
    const longest = await write('POST', other, eve.token, {
      rating: 3,
      text: 'x'.repeat(2000),
      authorName: 'Eve',
    });
    expect(longest.statusCode).toBe(201);
  });

  it('an administrator hides a review: it leaves the average and the list, its author still sees it', async () => {
    const fay = learner();
    const gus = learner();
    const [hideable] = await insertCourses(c.databaseUrl, [{ title: 'Memory Forensics' }]);
    await enrol(c.databaseUrl, hideable!, [fay.id, gus.id]);
    const spam = await write('POST', hideable!, fay.token, {
      rating: 1,
      text: 'Buy cheap watches',
      authorName: 'Fay',
    });
    await write('POST', hideable!, gus.token, { rating: 5, authorName: 'Gus' });
    const reviewId = spam.json().review.id;
    const hide = (token: string, hidden: boolean) =>
      c.app.inject({
        method: 'PUT',
        url: `/reviews/${reviewId}/hidden`,
        headers: c.auth(token),
        payload: { hidden },
      });
    expect((await hide(gus.token, true)).statusCode).toBe(403);
    const hidden = await hide(c.adminToken, true);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().review.hidden).toBe(true);

    const publicView = await reviews(hideable!);
    expect(publicView.summary).toEqual({ average: 5, count: 1, stars: [0, 0, 0, 0, 1] });
    // Without the hidden 1, the course's average of 5 sorts it first.
    const byRating = (
      await c.app.inject({ method: 'GET', url: '/courses?sort=rating' })
    ).json<CourseSearchReply>();
    expect(byRating.courses[0]).toMatchObject({ id: hideable, rating: { average: 5, count: 1 } });
    expect(publicView.reviews.map((review) => review.authorName)).toEqual(['Gus']);
    expect((await reviews(hideable!, fay.token)).mine).toMatchObject({ hidden: true });
    expect((await reviews(hideable!, c.adminToken)).reviews.map((review) => review.hidden)).toEqual([
      false,
      true,
    ]);

    // Editing a hidden review does not bring it back.
    await write('PUT', hideable!, fay.token, { rating: 2, authorName: 'Fay' });
    expect((await reviews(hideable!)).summary.count).toBe(1);
    expect((await hide(c.adminToken, false)).statusCode).toBe(200);
    expect((await reviews(hideable!)).summary).toMatchObject({ average: 3.5, count: 2 });
    const missing = await c.app.inject({
      method: 'PUT',
      url: '/reviews/999999/hidden',
      headers: c.auth(c.adminToken),
      payload: { hidden: true },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('pages through reviews, newest first', async () => {
    const [busy] = await insertCourses(c.databaseUrl, [{ title: 'Busy course' }]);
    const people = [learner(), learner(), learner()];
    await enrol(
      c.databaseUrl,
      busy!,
      people.map((person) => person.id),
    );
    for (const [i, person] of people.entries()) {
      await write('POST', busy!, person.token, { rating: 3, authorName: `Learner ${i}` });
    }
    const reply = await c.app.inject({ method: 'GET', url: `/courses/${busy}/reviews?pageSize=2&page=2` });
    expect(reply.json()).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(reply.json().reviews.map((review: { authorName: string }) => review.authorName)).toEqual([
      'Learner 0',
    ]);
  });
});
