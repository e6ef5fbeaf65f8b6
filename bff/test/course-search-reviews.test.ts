import { randomUUID } from 'node:crypto';
import { type CourseSearchReply, learning, type ReviewsReply } from '@academy/contracts';
import { connectMessaging } from '@academy/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuth, TEST_ADMIN } from './support/auth.ts';
import { type Bff, startBff } from './support/bff.ts';
import { startCatalogue } from './support/catalogue.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';
import { logIn, type SignedInUser, signUp } from './support/users.ts';

const SDFE = 69;

let env: TestEnvironment;
let bff: Bff;
let admin: SignedInUser;
beforeAll(async () => {
  env = await createTestEnvironment();
  const auth = await startAuth(env);
  const catalogue = await startCatalogue(env, { SEED_DEMO_DATA: true });
  bff = await startBff(env, { AUTH_URL: auth.url, CATALOGUE_URL: catalogue.url });
  admin = await logIn(bff, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await bff?.close();
  await env?.stop();
});

/** Enrols as the learning service would announce it; the catalogue grants access from the event. */
const enrol = async (userId: string, courseId: number) => {
  const messaging = await connectMessaging({
    url: env.natsUrl,
    prefix: env.prefix,
    name: 'bff-reviews-test',
  });
  await messaging.ensureStream('learning');
  const envelope = {
    id: randomUUID(),
    subject: learning.enrolmentCreated.subject,
    occurredAt: new Date().toISOString(),
    data: { userId, courseId, source: 'direct' },
  };
  await messaging.js.publish(env.prefix + envelope.subject, JSON.stringify(envelope), { msgID: envelope.id });
  await messaging.close();
};

const review = (method: 'POST' | 'PUT', headers: Record<string, string>, payload: object, courseId = SDFE) =>
  bff.inject({
    method,
    url: `/api/v1/courses/${courseId}/reviews${method === 'PUT' ? '/mine' : ''}`,
    headers,
    payload,
  });
const reviewsOf = async (courseId: number, headers: Record<string, string> = {}) =>
  (
    await bff.inject({ method: 'GET', url: `/api/v1/courses/${courseId}/reviews`, headers })
  ).json<ReviewsReply>();

/** Writes the learner's review until the catalogue, having heard of the enrolment, takes it. */
const firstReview = async (learner: SignedInUser, payload: object) => {
  for (let i = 0; i < 50; i += 1) {
    const reply = await review('POST', learner.bearer, payload);
    if (reply.statusCode !== 403) return reply;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the enrolment never reached the catalogue');
};

describe('GET /course with a search', () => {
  it('keeps the plain list for callers without parameters', async () => {
    const plain = await bff.inject({ method: 'GET', url: '/api/v1/course' });
    expect(plain.statusCode).toBe(200);
    expect(Object.keys(plain.json())).toEqual(['courses']);
    expect(plain.headers.etag).toBeDefined();
  });

  it('searches, typo included, with highlights, filters and pages', async () => {
    const found = await bff.inject({ method: 'GET', url: '/api/v1/course?q=forensiks&pageSize=2' });
    expect(found.statusCode, found.body).toBe(200);
    const body = found.json<CourseSearchReply>();
    expect(body).toMatchObject({ page: 1, pageSize: 2 });
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.courses).toHaveLength(2);
    expect(body.courses.every((course) => course.highlight.title.some((part) => part.match))).toBe(true);
    // The exam voucher is sold from its course, never found.
    const all = await bff.inject({ method: 'GET', url: '/api/v1/course?q=voucher' });
    expect(all.json<CourseSearchReply>().courses.map((course) => course.id)).not.toContain(51);
    const free = await bff.inject({ method: 'GET', url: '/api/v1/course?price=free&sort=newest' });
    expect(free.json<CourseSearchReply>().courses.every((course) => course.priceMinor === 0)).toBe(true);
  });

  it('refuses a bad parameter with a 400 naming it', async () => {
    const bad = await bff.inject({ method: 'GET', url: '/api/v1/course?sort=cheapest' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('sort');
  });
});

describe('reviews through the BFF', () => {
  it('an enrolled learner reviews once under their short name; an administrator hides it', async () => {
    const grace = await signUp(bff, 'Grace Brewster Hopper');
    await enrol(grace.user.id, SDFE);
    const created = await firstReview(grace, { rating: 4, text: 'Hands-on and clear.' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().review).toMatchObject({ rating: 4, authorName: 'Grace H.', hidden: false });
    expect((await review('POST', grace.bearer, { rating: 5 })).statusCode).toBe(409);
    const edited = await review('PUT', grace.bearer, { rating: 5, text: 'Even better the second time.' });
    expect(edited.json().review).toMatchObject({ rating: 5, text: 'Even better the second time.' });

    const seen = await reviewsOf(SDFE, grace.bearer);
    expect(seen.summary).toMatchObject({ average: 5, count: 1 });
    expect(seen.mine).toMatchObject({ rating: 5 });
    const byCookie = await reviewsOf(SDFE, {
      cookie: Object.entries(grace.cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
    });
    expect(byCookie.mine).toMatchObject({ rating: 5 });
    expect((await reviewsOf(SDFE)).mine).toBeNull();
    const rated = await bff.inject({ method: 'GET', url: '/api/v1/course?sort=rating&pageSize=1' });
    expect(rated.json<CourseSearchReply>().courses[0]).toMatchObject({
      id: SDFE,
      rating: { average: 5, count: 1 },
    });

    const id = edited.json().review.id;
    const hide = (headers: Record<string, string>) =>
      bff.inject({
        method: 'PUT',
        url: `/api/v1/admin/reviews/${id}/hidden`,
        headers,
        payload: { hidden: true },
      });
    expect((await hide(grace.bearer)).statusCode).toBe(403);
    expect((await hide(admin.bearer)).statusCode).toBe(200);
    expect((await reviewsOf(SDFE)).summary).toMatchObject({ average: null, count: 0 });
  });

  it('refuses visitors, learners not enrolled and bad input, and throttles a flood', async () => {
    expect((await review('POST', {}, { rating: 5 })).statusCode).toBe(401);
    const stranger = await signUp(bff, 'Alan Turing');
    expect((await review('POST', stranger.bearer, { rating: 5 })).statusCode).toBe(403);
    for (const payload of [
      { rating: 9 },
      { rating: 5, text: 'x'.repeat(2001) },
      { rating: 5, authorName: 'Someone else' },
    ]) {
      const bad = await review('POST', stranger.bearer, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    // Ten writes an hour per learner, refused or not (bad input never reaches the count); the eleventh waits.
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1)
      statuses.push((await review('PUT', stranger.bearer, { rating: 3 })).statusCode);
    expect(statuses.every((status) => status === 403)).toBe(true);
    const refused = await review('PUT', stranger.bearer, { rating: 3 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
