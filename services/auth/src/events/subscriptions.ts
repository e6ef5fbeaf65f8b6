import { certificate, orders } from '@academy/contracts';
import { on, type Subscription } from '@academy/kit';
import { mailCertificateIssued } from './handlers/certificate-issued.ts';
import { mailReceipt, mailRefund } from './handlers/orders-order.ts';

/** Auth owns outgoing mail: it sends what other contexts' events call for. */
export const subscriptionsFor = (config: { PUBLIC_URL: string }): Subscription[] => [
  on(orders.orderPaid, (event, tx) => mailReceipt(event, tx, config.PUBLIC_URL)),
  on(orders.orderRefunded, (event, tx) => mailRefund(event, tx, config.PUBLIC_URL)),
  on(certificate.certificateIssued, (event, tx) => mailCertificateIssued(event, tx, config.PUBLIC_URL)),
];
