import type { ReactNode } from 'react';
import { useKitText } from '../text/KitText.tsx';
import { visuallyHidden } from '../visually-hidden/index.ts';
import styles from './Table.module.css';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Numbers and amounts read best aligned to the end. @default 'start' */
  align?: 'start' | 'end';
}

export interface TableProps<Row> {
  columns: TableColumn<Row>[];
  rows: Row[];
  getRowKey: (row: Row) => string;
  /** Names the table for assistive technology. */
  caption: string;
  /** Keeps the caption for assistive technology only. @default false */
  hideCaption?: boolean;
  /** Shown in place of rows when there are none. @default 'Nothing to show' */
  emptyMessage?: ReactNode;
  /**
   * One card per row for narrow screens: given, the rows are also a list of these cards (named by the
   * caption), shown up to 48rem wide while the table is shown only above it.
   */
  card?: (row: Row) => ReactNode;
}

export function Table<Row>({
  columns,
  rows,
  getRowKey,
  caption,
  hideCaption = false,
  emptyMessage: givenEmptyMessage,
  card,
}: TableProps<Row>) {
  const text = useKitText();
  const emptyMessage = givenEmptyMessage ?? text.nothingToShow;
  // With cards, the table is for wide screens only.
  const wrapperClass = card ? `${styles.wrapper} ${styles.wideOnly}` : styles.wrapper;
  const table = (
    // A table wider than a phone scrolls sideways: the region takes focus so a keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={wrapperClass} aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        {/* A hidden caption takes no room at all: hiding only its text left a blank strip above the header. */}
        <caption className={hideCaption ? visuallyHidden : styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-align={column.align ?? 'start'}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {emptyMessage}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={getRowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} data-align={column.align ?? 'start'}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
  if (!card) return table;
  // Only one of the two is ever displayed (the switch is in the CSS), so each screen size gets one.
  return (
    <>
      {table}
      {rows.length === 0 ? (
        <p className={styles.cards}>{emptyMessage}</p>
      ) : (
        <ul className={styles.cards} aria-label={caption}>
          {rows.map((row) => (
            <li key={getRowKey(row)}>{card(row)}</li>
          ))}
        </ul>
      )}
    </>
  );
}
