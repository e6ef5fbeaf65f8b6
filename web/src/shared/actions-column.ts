import type { TableColumn } from '@academy/ui-kit';
import { i18n } from './i18n/i18n.ts';

/** A table's last column: the buttons acting on one row, aligned to the end. */
export function actionsColumn<Row>(cell: TableColumn<Row>['cell']): TableColumn<Row> {
  return { key: 'actions', header: i18n.t('shared.actions'), align: 'end', cell };
}
