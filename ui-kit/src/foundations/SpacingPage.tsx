import { tokensOf } from './design-tokens.ts';
import styles from './foundations.module.css';
import { TokenTable, TokenValue } from './TokenTable.tsx';

/** The spacing steps, each drawn as a bar of its length. */
export function SpacingPage() {
  return (
    <div className={styles.page}>
      <TokenTable
        caption="Spacing steps for gaps, padding and margins, read from tokens.css."
        tokens={tokensOf('spacing')}
        columns={['Value', 'Length']}
        cells={(token) => [
          <TokenValue key="value">{token.light}</TokenValue>,
          <div key="bar" className={styles.bar} style={{ width: `var(${token.name})` }} />,
        ]}
      />
    </div>
  );
}
