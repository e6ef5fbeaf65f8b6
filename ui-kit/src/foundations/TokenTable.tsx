import type { ReactNode } from 'react';
import type { DesignToken } from './design-tokens.ts';
import styles from './foundations.module.css';

export interface TokenTableProps {
  caption: string;
  tokens: readonly DesignToken[];
  /** Column headings after the token's name. */
  columns: readonly string[];
  /** The cells after the name, one per column. */
  cells: (token: DesignToken) => readonly ReactNode[];
}

/** A table with a row per token; each row carries data-token, which the foundations test reads. */
export function TokenTable({ caption, tokens, columns, cells }: TokenTableProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.intro}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          {columns.map((column) => (
            <th scope="col" key={column}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token.name} data-token={token.name}>
            <th scope="row" className={styles.name}>
              {token.name}
            </th>
            {cells(token).map((cell, index) => (
              <td key={columns[index]}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TokenValue({ children }: { children: string }) {
  return <code className={styles.value}>{children}</code>;
}
