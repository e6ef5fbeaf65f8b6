import { Card, Group, Stack, type TableColumn } from '@academy/ui-kit';
import factStyles from './facts.module.css';
import textStyles from './text.module.css';

/** The keys of the columns a phone's card shows as its title, beside it, and as its last line. */
export interface CardLayout {
  titleKey: string;
  /** A status shown beside the title. */
  statusKey?: string;
  /** Links or buttons, under everything else. */
  actionsKey?: string;
}

/**
 * The kit Table's `card` made of the table's own columns: on a phone each row is a card whose title, status and
 * actions are the columns named in `layout`, every other column a line of its header and value. The columns stay
 * the one description of a row, so the table and its cards always show the same.
 */
export function columnsCard<Row>(columns: TableColumn<Row>[], layout: CardLayout) {
  const column = (key: string | undefined) => columns.find((candidate) => candidate.key === key);
  const title = column(layout.titleKey);
  const badge = column(layout.statusKey);
  const actions = column(layout.actionsKey);
  const facts = columns.filter((candidate) => ![title, badge, actions].includes(candidate));
  return (row: Row) => (
    <Card padding="md">
      <Stack gap="2">
        <Group gap="3" align="start" justify="between" wrap={false}>
          <span className={textStyles.strong}>{title?.cell(row)}</span>
          {badge?.cell(row)}
        </Group>
        <Stack as="dl" gap="1" className={`${factStyles.rows} ${factStyles.small}`}>
          {facts.map((fact) => (
            <div key={fact.key}>
              <dt>{fact.header}</dt>
              <dd>{fact.cell(row)}</dd>
            </div>
          ))}
        </Stack>
        {actions ? (
          <Group gap="2" justify="between">
            {actions.cell(row)}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
