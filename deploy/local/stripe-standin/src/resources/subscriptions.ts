import { timeFor } from '../billing/clock.ts';
import { endSubscription } from '../billing/subscriptions.ts';
import { updateSubscription } from '../billing/update-subscription.ts';
import type { StandInContext } from '../context.ts';
import { invalidRequest } from '../errors.ts';
import { expand } from '../expand.ts';
import { listOf } from '../lists.ts';
import type { Subscription } from '../objects.ts';
import { readParams } from '../params.ts';
import type { App, ById, Collection } from '../routes.ts';

export const registerSubscriptionRoutes = (app: App, context: StandInContext) => {
  const subscriptionById = (id: string) =>
    context.store.get<Subscription>(id, 'subscription', 'subscription_exposed_id');

  app.get<ById>('/v1/subscriptions/:id', async (request) =>
    expand(context.store, subscriptionById(request.params.id), readParams(request.query).strings('expand')),
  );

  app.get<Collection>('/v1/subscriptions', async (request) => {
    const params = readParams(request.query);
    const customer = params.optionalString('customer');
    const status = params.optionalString('status');
    const subscriptions = context.store
      .all<Subscription>('subscription')
      .reverse()
      .filter((subscription) => !customer || subscription.customer === customer)
      // Stripe leaves canceled subscriptions out unless asked for them (or for `all`).
      .filter((subscription) =>
        status === 'all'
          ? true
          : status
            ? subscription.status === status
            : subscription.status !== 'canceled',
      );
    return listOf('/v1/subscriptions', subscriptions);
  });

  app.post<ById>('/v1/subscriptions/:id', async (request) => {
    const params = readParams(request.body);
    const subscription = updateSubscription(context, subscriptionById(request.params.id), params);
    return expand(context.store, subscription, params.strings('expand'));
  });

  // Cancels at once (the customer's clock time).
  app.delete<ById>('/v1/subscriptions/:id', async (request) => {
    const subscription = subscriptionById(request.params.id);
    if (subscription.status === 'canceled') {
      throw invalidRequest('This subscription has already been canceled.', { code: 'resource_missing' }, 404);
    }
    subscription.canceled_at = timeFor(context, subscription.customer);
    endSubscription(context, subscription, subscription.canceled_at, 'cancellation_requested');
    return subscription;
  });
};
