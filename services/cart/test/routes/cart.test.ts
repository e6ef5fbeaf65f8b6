import { randomUUID } from 'node:crypto';
import { cart, learning } from '@academy/contracts';
import { readStream, sharedNatsUrl } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startCart } from '../support/cart-app.ts';

let service: Awaited<ReturnType<typeof startCart>>;
const learner = randomUUID();
const stranger = randomUUID();

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, as?: string, payload?: object) =>
  service.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: as ? { authorization: service.tokenFor(as) } : {},
  });
const add = (userId: string, courseId: number, as = userId) =>
  send('POST', '/cart/addcart', as, { user_id: userId, course_id: courseId, quantity: 1 });
const itemsOf = async (userId: string) => (await send('GET', `/cart/cartitem/${userId}`, userId)).json();
const cartEventsOf = async (userId: string) =>
  (await readStream(sharedNatsUrl(), service.prefix, cart.cartChanged.subject))
    .map((m) => (m.data as { data: { userId: string; itemCount: number } }).data)
    .filter((data) => data.userId === userId);

beforeAll(async () => {
  service = await startCart('cart_routes');
  await service.seedCourse({ courseId: 40, title: 'Email Forensic Analyst', originalPriceMinor: 799900 });
  await service.seedCourse({ courseId: 51, title: 'Mobile Forensics', priceMinor: 299900 });
  await service.seedCourse({ courseId: 62, title: 'Draft Course', published: false });
});

afterAll(async () => {
  await service?.close();
});

describe('POST /cart/addcart', () => {
  it('adds a line with the catalogue price, once, and announces the new count', async () => {
    const first = await add(learner, 40);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Course added to cart',
      items: [
        {
          course_id: 40,
          title: 'Email Forensic Analyst',
          price: 499900,
          originalPrice: 799900,
          currency: 'INR',
          thumbnailUrl: '/api/v1/media/thumbnails/40.png',
          quantity: 1,
        },
      ],
    });
    const again = await add(learner, 40);
    expect(again.statusCode).toBe(200);
    expect(again.json().items).toHaveLength(1);
    await add(learner, 51);
    const items = await itemsOf(learner);
    expect(items.map((i: { course_id: number }) => i.course_id)).toEqual([40, 51]);
    const events = await eventually(async () => {
      const found = await cartEventsOf(learner);
      expect(found).toHaveLength(2);
      return found;
    });
    expect(events.map((e) => e.itemCount)).toEqual([1, 2]);
  });

  it('refuses unknown (404), unpublished (409) and owned (409) courses, changing nothing', async () => {
    const owner = randomUUID();
    await service.publisher.publish(learning.enrolmentCreated, {
      userId: owner,
      courseId: 51,
      source: 'direct',
    });
    await eventually(async () => {
      const rows = await service.query('SELECT 1 FROM owned_courses WHERE user_id = $1', [owner]);
      expect(rows).toHaveLength(1);
    });
    const unknown = await add(owner, 999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Course not found', code: 'NOT_FOUND' });
    expect((await add(owner, 62)).statusCode).toBe(409);
    const owned = await add(owner, 51);
    expect(owned.statusCode).toBe(409);
    expect(owned.json()).toMatchObject({
      message: 'You are already enrolled in this course',
      code: 'ALREADY_ENROLLED',
    });
    expect(await itemsOf(owner)).toEqual([]);
    expect(await cartEventsOf(owner)).toEqual([]);
  });

  it('keeps one line when the same course is added twice at once', async () => {
    const racer = randomUUID();
    const replies = await Promise.all([add(racer, 40), add(racer, 40), add(racer, 40)]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await itemsOf(racer)).toHaveLength(1);
    await eventually(async () => expect(await cartEventsOf(racer)).toHaveLength(1));
  });

  it('refuses bad input (400), someone else (403) and no token (401)', async () => {
    expect((await send('POST', '/cart/addcart', learner, { user_id: learner })).statusCode).toBe(400);
    const priced = await send('POST', '/cart/addcart', learner, {
      user_id: learner,
      course_id: 51,
      price: 1,
    });
    expect(priced.statusCode).toBe(400);
    expect(
      (await send('POST', '/cart/addcart', learner, { user_id: learner, course_id: 40, quantity: 2 }))
        .statusCode,
    ).toBe(400);
    expect((await add(learner, 51, stranger)).statusCode).toBe(403);
    expect(
      (await send('POST', '/cart/addcart', undefined, { user_id: learner, course_id: 51 })).statusCode,
    ).toBe(401);
    expect((await send('GET', `/cart/cartitem/${learner}`, stranger)).statusCode).toBe(403);
  });

  it('lets an admin read and change a learner cart', async () => {
    const admin = randomUUID();
    const owner = randomUUID();
    const reply = await service.app.inject({
      method: 'POST',
      url: '/cart/addcart',
      payload: { user_id: owner, course_id: 51 },
      headers: { authorization: service.tokenFor(admin, 'ADMIN') },
    });
    expect(reply.statusCode).toBe(200);
    expect(await itemsOf(owner)).toHaveLength(1);
  });
});

describe('DELETE /cart/cartitem/:userId/:courseId', () => {
  it('removes the line and announces the count; removing it again changes nothing', async () => {
    const user = randomUUID();
    await add(user, 40);
    await add(user, 51);
    const removed = await send('DELETE', `/cart/cartitem/${user}/40`, user);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: 'Course removed from cart', items: [{ course_id: 51 }] });
    const again = await send('DELETE', `/cart/cartitem/${user}/40`, user);
    expect(again.statusCode).toBe(200);
    expect(again.json().items).toHaveLength(1);
    expect((await send('DELETE', `/cart/cartitem/${user}/51`, stranger)).statusCode).toBe(403);
    await eventually(async () =>
      expect((await cartEventsOf(user)).map((e) => e.itemCount)).toEqual([1, 2, 1]),
    );
  });
});

describe('POST /cart/merge', () => {
  it('adds what can be added, skips unknown, unpublished and owned courses, keeps existing lines', async () => {
    const user = randomUUID();
    await service.publisher.publish(learning.enrolmentCreated, {
      userId: user,
      courseId: 51,
      source: 'order',
    });
    await eventually(async () =>
      expect(await service.query('SELECT 1 FROM owned_courses WHERE user_id = $1', [user])).toHaveLength(1),
    );
    await add(user, 40);
    const merged = await send('POST', '/cart/merge', user, {
      user_id: user,
      course_ids: [40, 51, 62, 999, 40],
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().items.map((i: { course_id: number }) => i.course_id)).toEqual([40]);
    expect(
      (await send('POST', '/cart/merge', stranger, { user_id: user, course_ids: [40] })).statusCode,
    ).toBe(403);
  });
});
