import type { Order, OrderStatus } from '@academy/contracts';
import type { BadgeProps } from '@academy/ui-kit';

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
