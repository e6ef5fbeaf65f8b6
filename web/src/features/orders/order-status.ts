import type { OrderStatus } from '@academy/contracts';
import type { BadgeProps } from '@academy/ui-kit';

type BadgeTone = NonNullable<BadgeProps['tone']>;

/** The colour of each status badge: paid green, waiting amber, failed red, cancelled grey. */
export const STATUS_TONE: Record<OrderStatus, BadgeTone> = {
  Completed: 'success',
  Processing: 'warning',
  Failed: 'danger',
  Cancelled: 'neutral',
};
