import type { TableColumn } from '@academy/ui-kit';

/** A table's last column: the buttons acting on one row, aligned to the end. */
export function actionsColumn<Row>(cell: TableColumn<Row>['cell']): TableColumn<Row> {
  return { key: 'actions', header: 'Actions', align: 'end', cell };
}
