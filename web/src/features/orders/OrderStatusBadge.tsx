import type { OrderStatus } from '@academy/contracts';
import { Badge } from '@academy/ui-kit';
import { STATUS_TONE } from './order-status.ts';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge tone={STATUS_TONE[status]} data-status={status}>
      {status}
    </Badge>
  );
}
