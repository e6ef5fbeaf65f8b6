import type {
  BillingCycleBody,
  BillingCycleReply,
  SubscribeBody,
  SubscribeReply,
  SubscriptionReply,
  UnsubscribeReply,
  VerifyPaymentReply,
} from '@academy/contracts';
import { bffApi } from '../../api/bffApi.ts';
import { bodyMutation, fixedPathQuery } from '../../api/endpoint-shapes.ts';

/** The All Access subscription: subscribe (Stripe's page), confirm on return, change cycle, cancel. */
export const subscriptionApi = bffApi.injectEndpoints({
  endpoints: (build) => ({
    subscription: build.query<SubscriptionReply, void>(
      fixedPathQuery('userProfile/subscription', 'Subscription'),
    ),
    subscribe: build.mutation<SubscribeReply, SubscribeBody>(
      bodyMutation('POST', 'payments/subscribe', 'Profile'),
    ),
    confirmSubscription: build.mutation<VerifyPaymentReply, string>({
      query: (sessionId) => ({ url: 'payments/verify', method: 'POST', body: { session_id: sessionId } }),
      invalidatesTags: ['Subscription'],
    }),
    unsubscribe: build.mutation<UnsubscribeReply, void>({
      query: () => ({ url: 'payments/unsubscribe', method: 'POST' }),
      invalidatesTags: ['Subscription'],
    }),
    changeBillingCycle: build.mutation<BillingCycleReply, BillingCycleBody>(
      bodyMutation('PUT', 'userProfile/billing-cycle', 'Profile', 'Subscription'),
    ),
  }),
});

export const {
  useSubscriptionQuery,
  useSubscribeMutation,
  useConfirmSubscriptionMutation,
  useUnsubscribeMutation,
  useChangeBillingCycleMutation,
} = subscriptionApi;
