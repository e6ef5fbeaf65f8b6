import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import {
  type StripeStandIn,
  type StripeStandInOptions,
  startStripeStandIn,
  stripeClientOptions,
} from '../src/index.ts';

/** The real `stripe` SDK pointed at the stand-in, exactly as product code does it. */
export const stripeClient = (standIn: StripeStandIn, secretKey = standIn.config.STRIPE_SECRET_KEY) =>
  new Stripe(secretKey, { ...stripeClientOptions(standIn.config.STRIPE_API_URL), maxNetworkRetries: 0 });

export interface ReceivedWebhook {
  body: string;
  signature: string;
}

/** A webhook endpoint recording raw bodies; it answers `statuses` in turn, then 200. */
export const startWebhookReceiver = async (statuses: number[] = []) => {
  const received: ReceivedWebhook[] = [];
  const answers = [...statuses];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(request.headers['stripe-signature']),
      });
      response.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/stripe`,
    received,
    types: () => received.map((webhook) => (JSON.parse(webhook.body) as Stripe.Event).type),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export const startTestStandIn = (options: StripeStandInOptions = {}) =>
  startStripeStandIn({ webhookRetryDelaysMs: [50, 100], asyncPaymentDelayMs: 100, ...options });

/** A one-course payment session like the orders service creates. */
export const courseSession = (
  stripe: Stripe,
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
  requestOptions?: Stripe.RequestOptions,
) =>
  stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'eur',
            unit_amount: 4900,
            product_data: { name: 'TypeScript in depth', metadata: { courseId: 'course-1' } },
          },
        },
      ],
      success_url: 'http://academy.test/orders/complete?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://academy.test/courses/typescript',
      client_reference_id: 'order-1',
      customer_email: 'ada@example.com',
      metadata: { orderId: 'order-1' },
      payment_intent_data: { metadata: { orderId: 'order-1' } },
      ...overrides,
    },
    requestOptions,
  );

/** Submits the hosted page's form as a browser does (no redirect following). */
export const submitPaymentPage = (
  standIn: StripeStandIn,
  sessionId: string,
  fields: Record<string, string>,
) =>
  fetch(`${standIn.url}/pay/${sessionId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ expiry: '12 / 34', cvc: '123', ...fields }).toString(),
    redirect: 'manual',
  });

/** One stand-in for the test file, started before its tests and stopped after them. */
export const useStandIn = () => {
  let standIn: StripeStandIn | undefined;
  let stripe: Stripe | undefined;
  beforeAll(async () => {
    standIn = await startTestStandIn();
    stripe = stripeClient(standIn);
  });
  afterAll(() => standIn?.stop());
  return { standIn: () => standIn!, stripe: () => stripe! };
};
