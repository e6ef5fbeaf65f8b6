import { randomUUID } from 'node:crypto';
import { cart, catalogue, learning, orders } from '@academy/contracts';
import { courseCopyChecks, enrolmentCopyChecks } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startCart } from '../support/cart-app.ts';

let service: Awaited<ReturnType<typeof startCart>>;
type CartChange = { subject: string; data: { userId: string; itemCount: number }; correlationId?: string };

const add = (userId: string, courseId: number) =>
  service.app.inject({
    method: 'POST',
    url: '/cart/addcart',
    payload: { user_id: userId, course_id: courseId },
    headers: { authorization: service.tokenFor(userId) },
  });
const courseIdsInCart = async (userId: string) =>
  (
    await service.app.inject({
      url: `/cart/cartitem/${userId}`,
      headers: { authorization: service.tokenFor(userId) },
    })
  )
    .json()
    .map((item: { course_id: number }) => item.course_id);

beforeAll(async () => {
  service = await startCart('cart_events');
  await service.seedCourse({ courseId: 40, title: 'Email Forensic Analyst' });
  await service.seedCourse({ courseId: 51, title: 'Mobile Forensics' });
  await service.seedCourse({ courseId: 61, title: 'Cloud Forensics' });
});

afterAll(async () => {
  await service?.close();
});

describe('course events', () => {
  it('shows the latest title and price of a course', async () => {
    const user = randomUUID();
    await add(user, 61);
    await service.seedCourse({ courseId: 61, title: 'Cloud Forensics (2nd edition)', priceMinor: 100 });
    const [item] = (
      await service.app.inject({
        url: `/cart/cartitem/${user}`,
        headers: { authorization: service.tokenFor(user) },
      })
    ).json();
    expect(item).toMatchObject({ title: 'Cloud Forensics (2nd edition)', price: 100 });
  });

  it('removes every line of a deleted course and refuses it afterwards', async () => {
    const user = randomUUID();
    await add(user, 40);
    await add(user, 51);
    await service.publisher.publish(catalogue.courseDeleted, { courseId: 40 });
    await eventually(async () => expect(await courseIdsInCart(user)).toEqual([51]));
    expect((await add(user, 40)).statusCode).toBe(404);
  });
});

describe('learning and orders events', () => {
  it('removes paid lines when the order is paid, once however often the event comes', async () => {
    const user = randomUUID();
    await add(user, 51);
    await add(user, 61);
    const paid = {
      orderId: randomUUID(),
      userId: user,
      lines: [{ courseId: 51, kind: 'course' as const, title: 'Mobile Forensics', amountMinor: 499900 }],
      amountMinor: 499900,
      currency: 'INR',
      paidAt: new Date().toISOString(),
    };
    const eventId = randomUUID();
    await service.publisher.publish(orders.orderPaid, paid, eventId);
    await service.publisher.publish(orders.orderPaid, paid, eventId);
    await eventually(async () => expect(await courseIdsInCart(user)).toEqual([61]));
  });

  it('announces the change with the correlation id of the request that paid, not a new one', async () => {
    const user = randomUUID();
    await add(user, 51);
    const paid = {
      orderId: randomUUID(),
      userId: user,
      lines: [{ courseId: 51, kind: 'course' as const, title: 'Mobile Forensics', amountMinor: 100 }],
      amountMinor: 100,
      currency: 'INR',
      paidAt: new Date().toISOString(),
    };
    await service.publisher.publish(orders.orderPaid, paid, randomUUID(), 'checkout-request-7');
    await eventually(async () => {
      const rows = await service.query<{ envelope: CartChange }>('SELECT envelope FROM outbox');
      const emptied = rows.filter(
        ({ envelope }) =>
          envelope.subject === cart.cartChanged.subject &&
          envelope.data.userId === user &&
          envelope.data.itemCount === 0,
      );
      expect(emptied.map(({ envelope }) => envelope.correlationId)).toEqual(['checkout-request-7']);
    });
  });

  it('an enrolment takes the course out of the cart; a revoked one lets it be bought again', async () => {
    const user = randomUUID();
    await add(user, 51);
    await service.publisher.publish(learning.enrolmentCreated, {
      userId: user,
      courseId: 51,
      source: 'direct',
    });
    await eventually(async () => expect(await courseIdsInCart(user)).toEqual([]));
    expect((await add(user, 51)).statusCode).toBe(409);
    await service.publisher.publish(learning.enrolmentRevoked, {
      userId: user,
      courseId: 51,
      reason: 'refunded',
    });
    await eventually(async () => expect((await add(user, 51)).statusCode).toBe(200));
  });
});

// The kit's checks, as for every copy of courses and enrolments: each event has its own consumer, so a state
// announced earlier may be handled after a newer one.
describe("the copies of the catalogue's courses and of learning's enrolments", () => {
  it('keeps a published course published when an older draft update arrives after it', () =>
    courseCopyChecks(service).keepsTheNewest());

  it('keeps a deleted course deleted when an older update arrives after the deletion', () =>
    courseCopyChecks(service).staysDeleted());

  it('never keeps a course live whose deletion was handled before its first publication', () =>
    courseCopyChecks(service).staysDeletedWhenNeverSeen());

  it('leaves a refunded learner without the course when the refund is handled before the enrolment', () =>
    enrolmentCopyChecks(service).revocationWinsOverALateEnrolment());
});
