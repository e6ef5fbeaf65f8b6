import { tokensOf } from './design-tokens.ts';
import styles from './foundations.module.css';
import { TokenTable, TokenValue } from './TokenTable.tsx';

const sample = 'Learn at your own pace';

function styleFor(name: string) {
  const value = `var(${name})`;
  if (name.startsWith('--font-size-')) return { fontSize: value };
  if (name.startsWith('--font-weight-')) return { fontWeight: value };
  if (name.startsWith('--line-height-')) return { lineHeight: value, maxWidth: '16ch' };
  return { fontFamily: value };
}

/** Families, sizes, weights and line heights, each setting a sample line. */
export function TypePage() {
  return (
    <div className={styles.page}>
      <TokenTable
        caption="Type scale, read from tokens.css; each sample is set with the token itself."
        tokens={tokensOf('font')}
        columns={['Value', 'Sample']}
        cells={(token) => [
          <TokenValue key="value">{token.light}</TokenValue>,
          <span key="sample" style={styleFor(token.name)}>
            {sample}
          </span>,
        ]}
      />
    </div>
  );
}
