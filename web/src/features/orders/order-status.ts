import type { Order, OrderStatus } from '@academy/contracts';
import type { BadgeProps } from '@academy/ui-kit';
import '../../shared/i18n/en-screens/orders.ts';

type BadgeTone = NonNullable<BadgeProps['tone']>;

/** What a learner is told of an order: the server's status, except that a refunded cancellation says so. */
export type OrderDisplayStatus = OrderStatus | 'Refunded';

export const ORDER_STATUSES: readonly OrderDisplayStatus[] = [
  'Completed',
  'Processing',
  'Failed',
  'Cancelled',
  'Refunded',
];

export function displayStatus(order: Pick<Order, 'status' | 'refunded'>): OrderDisplayStatus {
  return order.status === 'Cancelled' && order.refunded ? 'Refunded' : order.status;
}

/**
 * What each status reads as on screen: a translation key. The status itself (sent to and received from
 * the API, in filters and `data-status`) stays the English value.
 */
export const STATUS_LABEL: Record<OrderDisplayStatus, string> = {
  Completed: 'orders.statusCompleted',
  Processing: 'orders.statusProcessing',
  Failed: 'orders.statusFailed',
  Cancelled: 'orders.statusCancelled',
  Refunded: 'orders.statusRefunded',
};

/** The colour of each status badge: paid green, waiting amber, failed red, cancelled grey, refunded blue. */
export const STATUS_TONE: Record<OrderDisplayStatus, BadgeTone> = {
  Completed: 'success',
  Processing: 'warning',
  Failed: 'danger',
  Cancelled: 'neutral',
  Refunded: 'info',
};

/** Only a paid course order whose course earned a certificate offers one (never a voucher, never a refund). */
export const offersCertificate = (order: Pick<Order, 'status' | 'hasCertificate'>) =>
  order.status === 'Completed' && order.hasCertificate;
