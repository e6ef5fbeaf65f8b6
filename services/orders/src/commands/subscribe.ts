import type { BillingCycle } from '@academy/contracts';
import { conflict } from '@academy/kit';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { OrdersContext, OrdersTx } from '../context.ts';
import { buyers, subscriptions } from '../db/schema.ts';
import { lockNewestSubscription, lockSubscriber, type SubscriptionRow } from '../db/subscription-records.ts';
import { PLAN, subscribeRefusal } from '../domain/subscription.ts';
import { chosenBillingCycle, keepChosenBillingCycle } from './choose-billing-cycle.ts';

/**
 * Opens Stripe Checkout in subscription mode for the All Access plan. A second click while the first
 * checkout is still open for the same cycle returns that checkout; a checkout for the other cycle is
 * expired first. A learner with a live subscription gets a 409. Without a `wanted` cycle it starts at the
 * one the learner chose before (Monthly if none); a `wanted` one becomes their chosen cycle.
 */
export const subscribe = async (context: OrdersContext, userId: string, wanted: BillingCycle | undefined) => {
  const { stripe, db } = context;
  const cycle = wanted ?? (await chosenBillingCycle(db, userId));
  const price = await context.plan.priceOf(cycle);
  return db.transaction(async (tx) => {
    await lockSubscriber(tx, userId);
    const newest = await lockNewestSubscription(tx, userId);
    const refusal = subscribeRefusal(newest);
    if (refusal) throw conflict(refusal, 'ALREADY_SUBSCRIBED');
    if (wanted) await keepChosenBillingCycle(tx, userId, wanted);
    if (newest?.status === 'pending') {
      const open = await reusableCheckout(context, tx, newest, cycle);
      if (open) return open;
    }
    const customer = await customerOf(context, tx, userId);
    const [row] = await tx
      .insert(subscriptions)
      .values({ userId, plan: PLAN, billingCycle: cycle, status: 'pending', stripeCustomerId: customer })
      .returning();
    if (!row) throw new Error('subscription not written');
    const base = context.config.PUBLIC_URL.replace(/\/$/, '');
    const metadata = { subscriptionId: row.id, userId };
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        client_reference_id: row.id,
        ...(customer ? { customer } : {}),
        line_items: [{ price: price.id, quantity: 1 }],
        metadata,
        subscription_data: { metadata },
        // Back to the account area, whose subscription panel confirms the session at once.
        success_url: `${base}/app/your-profile?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${base}/app/your-profile`,
      },
      { idempotencyKey: `subscription-${row.id}-checkout` },
    );
    await tx.update(subscriptions).set({ checkoutSessionId: session.id }).where(eq(subscriptions.id, row.id));
    return checkoutOf(row, session);
  });
};

const checkoutOf = (row: SubscriptionRow, session: Stripe.Checkout.Session) => {
  if (!session.url) throw new Error(`Checkout Session ${session.id} has no url`);
  return { subscriptionId: row.id, checkoutUrl: session.url, sessionId: session.id };
};

/** The pending checkout if it is still open for the wanted cycle; otherwise it is closed for good. */
const reusableCheckout = async (
  { stripe }: OrdersContext,
  tx: OrdersTx,
  pending: SubscriptionRow,
  cycle: BillingCycle,
) => {
  const session = pending.checkoutSessionId
    ? await stripe.checkout.sessions.retrieve(pending.checkoutSessionId)
    : null;
  if (session?.status === 'open' && pending.billingCycle === cycle) return checkoutOf(pending, session);
  if (session?.status === 'open') await stripe.checkout.sessions.expire(session.id);
  // A session completed meanwhile is applied by its webhook, which reads Stripe's state, not this one.
  await tx
    .update(subscriptions)
    .set({ status: 'incomplete_expired', updatedAt: new Date() })
    .where(eq(subscriptions.id, pending.id));
  return null;
};

/**
 * The learner's Stripe customer, found by e-mail or created: a customer made beforehand (for example
 * on a test clock) is used as it is. Without a known e-mail Checkout asks for one.
 */
const customerOf = async ({ stripe }: OrdersContext, tx: OrdersTx, userId: string) => {
  const [buyer] = await tx.select().from(buyers).where(eq(buyers.userId, userId));
  if (!buyer) return null;
  const { data } = await stripe.customers.list({ email: buyer.email, limit: 1 });
  if (data[0]) return data[0].id;
  const created = await stripe.customers.create(
    { email: buyer.email, name: buyer.fullName, metadata: { userId } },
    { idempotencyKey: `customer-${userId}-${buyer.email}` },
  );
  return created.id;
};
