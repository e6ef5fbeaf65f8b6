import {
  BillingCycleBody,
  BillingCyclePreviewQuery,
  BillingCyclePreviewReply,
  BillingCycleReply,
  NextBillingCycleBody,
  ResumeSubscriptionReply,
  SubscribeBody,
  SubscribeReply,
  SubscriberCountReply,
  SubscriptionCycleReply,
  SubscriptionReply,
  UnsubscribeReply,
} from '@academy/contracts';
import type { App } from '@academy/kit';
import { signedInUser } from '@academy/kit';
import { cancelSubscription } from '../../commands/cancel-subscription.ts';
import { changeBillingCycle } from '../../commands/change-billing-cycle.ts';
import { chooseNextBillingCycle } from '../../commands/choose-billing-cycle.ts';
import { previewBillingCycle } from '../../commands/preview-billing-cycle.ts';
import { resumeSubscription } from '../../commands/resume-subscription.ts';
import { subscribe } from '../../commands/subscribe.ts';
import type { OrdersContext } from '../../context.ts';
import { newestStripeSubscription, toSubscription } from '../../db/subscription-records.ts';
import { subscriberCount } from '../../queries/subscriptions.ts';

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : 'the end of the period');

/** The learner's All Access subscription: subscribe, look, preview and change the cycle, cancel, resume; the admin count. */
export const registerSubscriptionRoutes = (app: App, context: OrdersContext) => {
  const { db, relay, guards } = context;
  const signedIn = { onRequest: guards.user };

  app.post(
    '/payments/subscribe',
    { ...signedIn, schema: { body: SubscribeBody, response: { 200: SubscribeReply } } },
    async (request) => {
      const checkout = await subscribe(context, signedInUser(request).id, request.body.billingCycle);
      relay.wake();
      return {
        subscription_id: checkout.subscriptionId,
        checkoutUrl: checkout.checkoutUrl,
        sessionId: checkout.sessionId,
        message: 'Continue to payment',
      };
    },
  );

  app.post(
    '/payments/unsubscribe',
    { ...signedIn, schema: { response: { 200: UnsubscribeReply } } },
    async (request) => {
      const row = await cancelSubscription(context, signedInUser(request).id);
      relay.wake();
      return {
        subscription: toSubscription(row),
        message: `Your subscription is cancelled; access lasts until ${day(row.currentPeriodEnd)}`,
      };
    },
  );

  app.post(
    '/subscriptions/mine/resume',
    { ...signedIn, schema: { response: { 200: ResumeSubscriptionReply } } },
    async (request) => {
      const row = await resumeSubscription(context, signedInUser(request).id);
      relay.wake();
      return {
        subscription: toSubscription(row),
        message: `Your subscription continues; it renews on ${day(row.currentPeriodEnd)}`,
      };
    },
  );

  app.get(
    '/subscriptions/mine/billing-cycle/preview',
    {
      ...signedIn,
      schema: { querystring: BillingCyclePreviewQuery, response: { 200: BillingCyclePreviewReply } },
    },
    async (request) => {
      const preview = await previewBillingCycle(
        context,
        signedInUser(request).id,
        request.query.billingCycle,
      );
      return preview
        ? { preview, message: 'What the change costs' }
        : { preview: null, message: 'No subscription to change' };
    },
  );

  app.get(
    '/subscriptions/mine',
    { ...signedIn, schema: { response: { 200: SubscriptionReply } } },
    async (request) => {
      const row = await newestStripeSubscription(db, signedInUser(request).id);
      return row
        ? { subscription: toSubscription(row), message: 'Subscription details fetched' }
        : { subscription: null, message: 'No subscription' };
    },
  );

  app.put(
    '/subscriptions/mine/billing-cycle',
    { ...signedIn, schema: { body: BillingCycleBody, response: { 200: SubscriptionCycleReply } } },
    async (request) => {
      const { billingCycle, prorationDate } = request.body;
      const row = await changeBillingCycle(context, signedInUser(request).id, billingCycle, prorationDate);
      relay.wake();
      return row
        ? { subscription: toSubscription(row), message: 'Billing cycle updated' }
        : { subscription: null, message: 'No subscription to change' };
    },
  );

  // Without a live subscription: the cycle the next one starts at (409 with one).
  app.put(
    '/subscriptions/next/billing-cycle',
    { ...signedIn, schema: { body: NextBillingCycleBody, response: { 200: BillingCycleReply } } },
    async (request) => {
      const { billingCycle } = request.body;
      await chooseNextBillingCycle(context, signedInUser(request).id, billingCycle);
      relay.wake();
      return { billingCycle, message: 'Billing cycle kept for your next subscription' };
    },
  );

  app.get(
    '/subscriptions/stats',
    { onRequest: guards.role('ADMIN'), schema: { response: { 200: SubscriberCountReply } } },
    async () => ({ subscribedUsersCount: await subscriberCount(db) }),
  );
};
