import type Stripe from 'stripe';
import type { StandInContext } from './context.ts';
import { EventLog } from './events.ts';
import { encodeForm } from './form-body.ts';
import { newId } from './ids.ts';
import { buildServer } from './server.ts';
import { Store } from './store.ts';
import { Timers } from './timers.ts';
import { WebhookSender } from './webhooks.ts';

export interface StripeStandIn {
  url: string;
  config: {
    STRIPE_SECRET_KEY: string;
    STRIPE_PUBLISHABLE_KEY: string;
    STRIPE_WEBHOOK_SECRET: string;
    STRIPE_API_URL: string;
  };
  /** Where signed events are POSTed (can be changed after start). */
  setWebhookUrl(url: string): void;
  /** Every event created so far, oldest first. */
  events(): Stripe.Event[];
  /** POSTs the same event again (new signature, same id); the receiver's HTTP status (0: unreachable). */
  resend(eventId: string): Promise<number>;
  /**
   * Submits the hosted payment page of the session with this card, exactly as a browser does. Resolves when
   * the card was charged (paid, or declined with the page showing the issuer's message); rejects with the
   * page's message when the form was refused (invalid number, past expiry, session no longer open).
   */
  pay(
    sessionId: string,
    card: { number: string; expiry?: string; cvc?: string; email?: string },
  ): Promise<void>;
  stop(): Promise<void>;
}

export interface StripeStandInOptions {
  port?: number;
  host?: string;
  webhookUrl?: string;
  webhookSecret?: string;
  /** Waits before each webhook retry; defaults to 100 ms, 500 ms, 2 s. */
  webhookRetryDelaysMs?: number[];
  /** How long SEPA test IBAN payments stay `processing`; defaults to 500 ms. */
  asyncPaymentDelayMs?: number;
}

const nextYear = () => String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0');

const pageMessage = (html: string) =>
  /<(?:div|p) [^>]*(?:role="(?:alert|status)"|class="field-error")[^>]*>([^<]*)</.exec(html)?.[1] ?? html;

/** Starts the stand-in on a free port (or `options.port`) with fresh keys. */
export const startStripeStandIn = async (options: StripeStandInOptions = {}): Promise<StripeStandIn> => {
  const secretKey = newId('sk_test', 32);
  const webhookSecret = options.webhookSecret ?? newId('whsec', 32);
  const webhooks = new WebhookSender({
    url: options.webhookUrl,
    secret: webhookSecret,
    retryDelaysMs: options.webhookRetryDelaysMs ?? [100, 500, 2_000],
  });
  const events = new EventLog(webhooks);
  const context: StandInContext = {
    store: new Store(),
    events,
    timers: new Timers(),
    url: '',
    secretKey,
    asyncPaymentDelayMs: options.asyncPaymentDelayMs ?? 500,
  };
  const app = buildServer(context);
  const host = options.host ?? '127.0.0.1';
  await app.listen({ host, port: options.port ?? 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${host}:${port}`;
  context.url = url;

  return {
    url,
    config: {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_PUBLISHABLE_KEY: newId('pk_test', 32),
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: url,
    },
    setWebhookUrl: (webhookUrl) => webhooks.setUrl(webhookUrl),
    events: () => events.all(),
    resend: async (eventId) => {
      const event = events.find(eventId);
      if (!event) throw new Error(`No such event: '${eventId}'`);
      return webhooks.post(JSON.stringify(event, null, 2));
    },
    pay: async (sessionId, card) => {
      const response = await fetch(`${url}/pay/${encodeURIComponent(sessionId)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: encodeForm({
          email: card.email ?? 'customer@example.com',
          number: card.number,
          expiry: card.expiry ?? `12 / ${nextYear()}`,
          cvc: card.cvc ?? '123',
        }),
        redirect: 'manual',
      });
      const html = await response.text();
      if (response.status === 303 || response.status === 402 || response.status === 200) return;
      throw new Error(`Payment page refused the card (${response.status}): ${pageMessage(html)}`);
    },
    stop: async () => {
      context.timers.stop();
      await webhooks.stop();
      await app.close();
    },
  };
};
