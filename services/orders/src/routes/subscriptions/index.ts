import {
  BillingCycleBody,
  BillingCycleChoiceReply,
  BillingCyclePreviewQuery,
  BillingCyclePreviewReply,
  ResumeSubscriptionReply,
  SubscribeBody,
  SubscribeReply,
  SubscriberCountReply,
  SubscriptionReply,
  UnsubscribeReply,
} from '@academy/contracts';
import type { App } from '@academy/kit';
import { withUser } from '@academy/kit';
import { cancelSubscription } from '../../commands/cancel-subscription.ts';
import { chooseBillingCycle } from '../../commands/choose-billing-cycle.ts';
import { previewBillingCycle } from '../../commands/preview-billing-cycle.ts';
import { resumeSubscription } from '../../commands/resume-subscription.ts';
import { subscribe } from '../../commands/subscribe.ts';
import type { OrdersContext } from '../../context.ts';
import { newestStripeSubscription, toSubscription } from '../../db/subscription-records.ts';
import { subscriberCount } from '../../queries/subscriptions.ts';

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : 'the end of the period');

/** The learner's All Access subscription: subscribe, look, preview and choose the cycle, cancel, resume; the admin count. */
export const registerSubscriptionRoutes = (app: App, context: OrdersContext) => {
  const { db, relay, guards } = context;
  const signedIn = { onRequest: guards.user };

  app.post(
    '/payments/subscribe',
    { ...signedIn, schema: { body: SubscribeBody, response: { 200: SubscribeReply } } },
    withUser(async (request) => {
      const checkout = await subscribe(context, request.user.id, request.body.billingCycle);
      relay.wake();
      return {
        subscription_id: checkout.subscriptionId,
        checkoutUrl: checkout.checkoutUrl,
        sessionId: checkout.sessionId,
        message: 'Continue to payment',
      };
    }),
  );

  app.post(
    '/payments/unsubscribe',
    { ...signedIn, schema: { response: { 200: UnsubscribeReply } } },
    withUser(async (request) => {
      const row = await cancelSubscription(context, request.user.id);
      relay.wake();
      return {
        subscription: toSubscription(row),
        message: `Your subscription is cancelled; access lasts until ${day(row.currentPeriodEnd)}`,
      };
    }),
  );

  app.post(
    '/subscriptions/mine/resume',
    { ...signedIn, schema: { response: { 200: ResumeSubscriptionReply } } },
    withUser(async (request) => {
      const row = await resumeSubscription(context, request.user.id);
      relay.wake();
      return {
        subscription: toSubscription(row),
        message: `Your subscription continues; it renews on ${day(row.currentPeriodEnd)}`,
      };
    }),
  );

  app.get(
    '/subscriptions/mine/billing-cycle/preview',
    {
      ...signedIn,
      schema: { querystring: BillingCyclePreviewQuery, response: { 200: BillingCyclePreviewReply } },
    },
    withUser(async (request) => {
      const preview = await previewBillingCycle(context, request.user.id, request.query.billingCycle);
      return preview
        ? { preview, message: 'What the change costs' }
        : { preview: null, message: 'No subscription to change' };
    }),
  );

  app.get(
    '/subscriptions/mine',
    { ...signedIn, schema: { response: { 200: SubscriptionReply } } },
    withUser(async (request) => {
      const row = await newestStripeSubscription(db, request.user.id);
      return row
        ? { subscription: toSubscription(row), message: 'Subscription details fetched' }
        : { subscription: null, message: 'No subscription' };
    }),
  );

  // One choice, orders' to place: on the live subscription (priced first: 409 `PREVIEW_REQUIRED` without
  // a preview's date), or, without one, kept for the next subscription.
  app.put(
    '/subscriptions/mine/billing-cycle',
    { ...signedIn, schema: { body: BillingCycleBody, response: { 200: BillingCycleChoiceReply } } },
    withUser(async (request) => {
      const { billingCycle, prorationDate } = request.body;
      const userId = request.user.id;
      const chosen = await chooseBillingCycle(context, userId, billingCycle, prorationDate);
      relay.wake();
      return chosen.subscription
        ? {
            appliedTo: chosen.appliedTo,
            billingCycle: chosen.subscription.billingCycle,
            subscription: toSubscription(chosen.subscription),
            message: 'Billing cycle updated',
          }
        : {
            appliedTo: chosen.appliedTo,
            billingCycle,
            subscription: null,
            message: 'Billing cycle kept for your next subscription',
          };
    }),
  );

  app.get(
    '/subscriptions/stats',
    { onRequest: guards.role('ADMIN'), schema: { response: { 200: SubscriberCountReply } } },
    async () => ({ subscribedUsersCount: await subscriberCount(db) }),
  );
};
