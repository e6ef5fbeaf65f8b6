import { Badge } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { type OrderDisplayStatus, STATUS_LABEL, STATUS_TONE } from './order-status.ts';

export function OrderStatusBadge({ status }: { status: OrderDisplayStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={STATUS_TONE[status]} data-status={status}>
      {t(STATUS_LABEL[status])}
    </Badge>
  );
}
