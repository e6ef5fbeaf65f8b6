import { Badge } from '@academy/ui-kit';
import { type OrderDisplayStatus, STATUS_TONE } from './order-status.ts';

export function OrderStatusBadge({ status }: { status: OrderDisplayStatus }) {
  return (
    <Badge tone={STATUS_TONE[status]} data-status={status}>
      {status}
    </Badge>
  );
}
