import * as auth from './auth.ts';
import * as cart from './cart.ts';
import * as catalogue from './catalogue.ts';
import * as certificate from './certificate.ts';
import * as learning from './learning.ts';
import * as orders from './orders.ts';

export * from './envelope.ts';
export { auth, cart, catalogue, certificate, learning, orders };

/** Every event of the system, by subject. */
export const eventCatalogue = [
  auth.userRegistered,
  auth.userUpdated,
  catalogue.coursePublished,
  catalogue.courseUpdated,
  catalogue.courseDeleted,
  catalogue.quizUpdated,
  learning.enrolmentCreated,
  learning.enrolmentRevoked,
  learning.contentCompleted,
  learning.quizPassed,
  learning.quizFailed,
  learning.voucherRedeemed,
  learning.attemptAdjusted,
  certificate.certificateIssued,
  certificate.eligibilityChanged,
  cart.cartChanged,
  orders.orderPaid,
  orders.orderFailed,
  orders.orderCancelled,
  orders.orderRefunded,
  orders.subscriptionChanged,
  orders.billingCycleChosen,
  orders.subscriptionCharged,
  orders.subscriptionPaymentFailed,
] as const;

type Catalogue = (typeof eventCatalogue)[number];
export type EventSubject = Catalogue['subject'];

/** One JetStream stream per context: the first segment of the subject. */
export const contexts = ['auth', 'catalogue', 'cart', 'orders', 'learning', 'certificate'] as const;
export type Context = (typeof contexts)[number];
export const contextOf = (subject: string): string => subject.split('.')[0] ?? subject;
