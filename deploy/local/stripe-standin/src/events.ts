import Stripe from 'stripe';
import { newId, nowSeconds } from './ids.ts';
import type { StripeObject } from './objects.ts';
import type { WebhookSender } from './webhooks.ts';

/** Creates Stripe event objects (a snapshot of the object when it happened) and hands them to the sender. */
export class EventLog {
  private readonly list: Stripe.Event[] = [];
  private readonly byId = new Map<string, Stripe.Event>();

  private readonly webhooks: WebhookSender;

  constructor(webhooks: WebhookSender) {
    this.webhooks = webhooks;
  }

  emit(type: string, object: StripeObject, previousAttributes?: Record<string, unknown>) {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      data: {
        object: structuredClone(object),
        ...(previousAttributes ? { previous_attributes: structuredClone(previousAttributes) } : {}),
      },
      livemode: false,
      pending_webhooks: this.webhooks.enabled ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
    } as unknown as Stripe.Event;
    this.list.push(event);
    this.byId.set(event.id, event);
    this.webhooks.send(event.id, JSON.stringify(event, null, 2));
    return event;
  }

  all() {
    return [...this.list];
  }

  find(id: string) {
    return this.byId.get(id);
  }
}
