import type {
  BillingCycleBody,
  BillingCyclePreviewQuery,
  BillingCyclePreviewReply,
  BillingCycleReply,
  ResumeSubscriptionReply,
  SubscribeBody,
  SubscribeReply,
  SubscriptionReply,
  UnsubscribeReply,
  VerifyPaymentReply,
} from '@academy/contracts';
import { bffApi } from '../../api/bffApi.ts';
import { bodyMutation, fixedPathQuery } from '../../api/endpoint-shapes.ts';

/** The All Access subscription: subscribe (Stripe's page), confirm on return, preview and change the cycle, cancel, resume. */
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
    /** What switching would charge; asked afresh each time the learner opens the switch (never cached). */
    billingCyclePreview: build.query<BillingCyclePreviewReply, BillingCyclePreviewQuery>({
      query: ({ billingCycle }) => ({ url: 'userProfile/billing-cycle/preview', params: { billingCycle } }),
      keepUnusedDataFor: 0,
    }),
    changeBillingCycle: build.mutation<BillingCycleReply, BillingCycleBody>(
      bodyMutation('PUT', 'userProfile/billing-cycle', 'Profile', 'Subscription'),
    ),
    resumeSubscription: build.mutation<ResumeSubscriptionReply, void>({
      query: () => ({ url: 'payments/resume', method: 'POST' }),
      invalidatesTags: ['Subscription'],
    }),
  }),
});

export const {
  useSubscriptionQuery,
  useSubscribeMutation,
  useConfirmSubscriptionMutation,
  useUnsubscribeMutation,
  useBillingCyclePreviewQuery,
  useChangeBillingCycleMutation,
  useResumeSubscriptionMutation,
} = subscriptionApi;
