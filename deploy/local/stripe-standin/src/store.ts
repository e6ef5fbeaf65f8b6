import { noSuch } from './errors.ts';
import type { CardEntry, InvoiceLineInput, LineItem, StripeObject } from './objects.ts';

/** Every object the stand-in has created, by id, for the lifetime of the process. */
export class Store {
  private readonly objects = new Map<string, StripeObject>();
  /** A Checkout Session's line items, by session id (Stripe returns them only through their own list). */
  readonly lineItems = new Map<string, LineItem[]>();
  /**
   * A Checkout Session's `payment_intent_data[metadata]` (or `subscription_data[metadata]`), copied onto the
   * PaymentIntent (or subscription) it creates.
   */
  readonly paymentIntentMetadata = new Map<string, Record<string, string>>();
  /** The PaymentIntent paying each invoice (Stripe shows it only through the invoice's `payments`). */
  readonly invoicePaymentIntents = new Map<string, string>();
  /** The payment method each customer saved in Checkout, charged for renewals. */
  readonly savedMethods = new Map<string, CardEntry>();
  /** Proration lines waiting for a subscription's next invoice. */
  readonly pendingProrations = new Map<string, InvoiceLineInput[]>();

  save<T extends StripeObject>(object: T): T {
    this.objects.set(object.id, object);
    return object;
  }

  find<T extends StripeObject>(id: string, object: T['object']): T | undefined {
    const found = this.objects.get(id);
    return found?.object === object ? (found as T) : undefined;
  }

  /** The object, or Stripe's 404 `resource_missing` naming `param`. */
  get<T extends StripeObject>(id: string, object: T['object'], param = 'id'): T {
    const found = this.find<T>(id, object);
    if (!found) throw noSuch(object, id, param);
    return found;
  }

  remove(id: string) {
    this.objects.delete(id);
  }

  findById(id: string) {
    return this.objects.get(id);
  }

  all<T extends StripeObject>(object: T['object']): T[] {
    return [...this.objects.values()].filter((found): found is T => found.object === object);
  }
}
