import { certificate, orders } from '@academy/contracts';
import { on, type Subscription } from '@academy/kit';
import type { Config } from '../config.ts';
import { createUnsubscribeSigner } from '../mail/unsubscribe-links.ts';
import { mailCertificateIssued } from './handlers/certificate-issued.ts';
import { keepChosenCycle, keepSubscriptionCycle } from './handlers/orders-billing-cycle.ts';
import { mailReceipt, mailRefund } from './handlers/orders-order.ts';
import { trackSubscriptionRenewal } from './handlers/subscription-changed.ts';
import { mailSubscriptionCharged, mailSubscriptionPaymentFailed } from './handlers/subscription-payments.ts';

/**
 * Auth owns outgoing mail: it sends what other contexts' events call for. It keeps the subscriptions'
 * renewals (for the reminder) and the billing cycle orders owns (for the profile).
 */
export const subscriptionsFor = (config: Pick<Config, 'PUBLIC_URL' | 'JWT_PRIVATE_KEY'>): Subscription[] => {
  const mail = { publicUrl: config.PUBLIC_URL, signer: createUnsubscribeSigner(config.JWT_PRIVATE_KEY) };
  return [
    on(orders.orderPaid, (event, tx) => mailReceipt(event, tx, config.PUBLIC_URL)),
    on(orders.orderRefunded, (event, tx) => mailRefund(event, tx, config.PUBLIC_URL)),
    on(orders.subscriptionChanged, async (event, tx) => {
      await trackSubscriptionRenewal(event, tx);
      await keepSubscriptionCycle(event, tx);
    }),
    on(orders.billingCycleChosen, keepChosenCycle),
    on(orders.subscriptionCharged, (event, tx) => mailSubscriptionCharged(event, tx, config.PUBLIC_URL)),
    on(orders.subscriptionPaymentFailed, (event, tx) =>
      mailSubscriptionPaymentFailed(event, tx, config.PUBLIC_URL),
    ),
    on(certificate.certificateIssued, (event, tx) => mailCertificateIssued(event, tx, mail)),
  ];
};
