import { createHmac } from 'node:crypto';

/** Stripe's `Stripe-Signature` header: `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<payload>">`. */
export const signPayload = (payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) =>
  `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;

export interface WebhookSettings {
  url?: string;
  secret: string;
  /** Waits before each retry after a non-2xx answer or an unreachable receiver (Stripe retries for days). */
  retryDelaysMs: readonly number[];
}

/** Posts signed events to one endpoint: first attempts in creation order, failed ones retried with back-off. */
export class WebhookSender {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private stopped = false;

  private readonly settings: WebhookSettings;

  constructor(settings: WebhookSettings) {
    this.settings = settings;
  }

  setUrl(url: string) {
    this.settings.url = url;
  }

  get enabled() {
    return Boolean(this.settings.url);
  }

  send(eventId: string, payload: string) {
    this.queue = this.queue.then(() => this.attempt(eventId, payload, 0));
  }

  /** One signed POST of the payload; the receiver's HTTP status, or 0 when it could not be reached. */
  async post(payload: string): Promise<number> {
    const url = this.settings.url;
    if (!url) return 0;
    const request = fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signPayload(payload, this.settings.secret),
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: payload,
      signal: AbortSignal.timeout(10_000),
    })
      .then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      })
      .catch(() => 0);
    this.inFlight.add(request);
    try {
      return await request;
    } finally {
      this.inFlight.delete(request);
    }
  }

  private async attempt(eventId: string, payload: string, retry: number) {
    if (this.stopped || !this.settings.url) return;
    const status = await this.post(payload);
    if (status >= 200 && status < 300) return;
    const delay = this.settings.retryDelaysMs[retry];
    if (delay === undefined || this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(eventId, payload, retry + 1);
    }, delay);
    this.timers.add(timer);
  }

  async stop() {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.inFlight]);
  }
}
