import { auth, catalogue } from '@academy/contracts';
import {
  eventually,
  type generateSigningKeys,
  readStream,
  sharedNatsUrl,
  startServiceUnderTest,
} from '@academy/kit/testing';
import { startStripeStandIn } from '@academy/stripe-standin';
import { buildApp } from '../../src/app.ts';
import { ConfigSchema } from '../../src/config.ts';
import { createStripe } from '../../src/stripe/client.ts';

/**
 * An orders service on a fresh database and subject prefix, listening on a free port, with the
 * Stripe stand-in at Stripe's HTTP boundary sending its webhooks to the service. Pass another
 * service's prefix and keys to run it beside that service.
 */
export const startOrders = async (
  label: string,
  shared: { prefix?: string; keys?: ReturnType<typeof generateSigningKeys> } = {},
  /** The service's clock for payments and refunds (a test moves it across a financial year's end). */
  now?: () => Date,
) => {
  const stripe = await startStripeStandIn();
  const service = await startServiceUnderTest({
    label,
    shared,
    configSchema: ConfigSchema,
    buildApp: (config) => buildApp(config, now),
    settings: () => ({ PUBLIC_URL: 'http://academy.test', ...stripe.config }),
  });
  const { app, config, prefix, publisher, tokenFor, query } = service;
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  stripe.setWebhookUrl(`${url}/payments/webhook`);
  const call = (method: 'GET' | 'POST' | 'PUT', path: string, as?: string, payload?: object) =>
    app.inject({ method, url: path, payload, headers: as ? { authorization: tokenFor(as) } : {} });

  /** Publishes a course from the catalogue and waits until orders holds its price. */
  const seedCourse = async (course: {
    courseId: number;
    title: string;
    priceMinor: number;
    published?: boolean;
    currency?: string;
    voucher?: { courseId: number; attempts: number };
  }) => {
    await publisher.publish(catalogue.coursePublished, {
      courseId: course.courseId,
      title: course.title,
      courseCode: null,
      category: 'Forensics',
      priceMinor: course.priceMinor,
      originalPriceMinor: null,
      instructor: 'Grace Hopper',
      currency: course.currency ?? 'INR',
      thumbnailUrl: null,
      published: course.published ?? true,
      quizIds: [],
      voucher: course.voucher ?? null,
    });
    await eventually(async () => {
      const [found] = await query('SELECT price_minor FROM courses WHERE id = $1 AND price_minor = $2', [
        course.courseId,
        course.priceMinor,
      ]);
      if (!found) throw new Error('course not received yet');
    });
  };

  /** Registers a buyer in auth and waits until orders knows the name and e-mail. */
  const seedBuyer = async (userId: string, fullName: string, email: string) => {
    await publisher.publish(auth.userRegistered, { userId, fullName, email, role: 'USER', category: null });
    await eventually(async () => {
      const [found] = await query('SELECT 1 FROM buyers WHERE user_id = $1', [userId]);
      if (!found) throw new Error('buyer not received yet');
    });
  };

  /** The events orders published on a subject. */
  const published = (subject: string) => readStream(sharedNatsUrl(), prefix, subject);

  return {
    app,
    url,
    config,
    prefix,
    stripe,
    /** The Stripe SDK on the stand-in, to look at what Stripe holds. */
    stripeApi: createStripe(config),
    publisher,
    tokenFor,
    query,
    call,
    seedCourse,
    seedBuyer,
    published,
    close: async () => {
      // Stripe's webhook connections would hold the server open; no request is left to answer.
      await stripe.stop();
      app.server.closeAllConnections();
      await service.close();
    },
  };
};

export type OrdersService = Awaited<ReturnType<typeof startOrders>>;
export { eventually } from '@academy/kit/testing';

type Envelope = { data?: { data?: { orderId?: string } } };

/** The events on a subject that concern one order. */
export const eventsFor = async (service: OrdersService, subject: string, orderId: string) =>
  (await service.published(subject)).filter(
    (message) => (message as Envelope).data?.data?.orderId === orderId,
  );

/** Places an order for the learner and opens its Checkout Session. */
export const placeAndOpen = async (
  service: OrdersService,
  userId: string,
  courseIds: number[],
  buyer: { buyerGstin?: string; billingStateCode?: string; billingAddress?: string } = {},
) => {
  const placed = await service.call('POST', '/orders', userId, { courseIds, ...buyer });
  const orderId: string = placed.json().data.id;
  const payment = await service.call('POST', `/orders/${orderId}/payment`, userId);
  return { orderId, sessionId: payment.json().data.sessionId as string, payment };
};

/** Waits until the order has the status. */
export const statusBecomes = (service: OrdersService, orderId: string, userId: string, status: string) =>
  eventually(async () => {
    const detail = (await service.call('GET', `/orders/${orderId}`, userId)).json().data;
    if (detail.status !== status) throw new Error(`status ${detail.status}, waiting for ${status}`);
    return detail;
  });

export const PAYING_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

/** Places an order, pays it with `card` on the stand-in's page and waits until it completes. */
export const payOrder = async (
  service: OrdersService,
  userId: string,
  courseIds: number[],
  card = PAYING_CARD,
) => {
  const { orderId, sessionId } = await placeAndOpen(service, userId, courseIds);
  await service.stripe.pay(sessionId, { number: card });
  const detail = await statusBecomes(service, orderId, userId, 'Completed');
  return { orderId, sessionId, detail };
};

/** The two priced courses most tests buy: 69 (₹4,999) and 40 (₹9,999). */
export const PRICED_COURSES = [
  { courseId: 69, title: 'Digital Forensics Essentials', priceMinor: 499900 },
  { courseId: 40, title: 'Email Forensic Analyst', priceMinor: 999900 },
];

/** The orders service under test, selling `courses`. */
export const startOrdersSelling = async (label: string, courses = PRICED_COURSES) => {
  const service = await startOrders(label);
  for (const course of courses) await service.seedCourse(course);
  return service;
};
