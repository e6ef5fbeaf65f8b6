import { tokensOf } from './design-tokens.ts';
import styles from './foundations.module.css';
import { TokenTable, TokenValue } from './TokenTable.tsx';

/** Durations of transitions and the stacking layers, lowest first. */
export function MotionPage() {
  return (
    <div className={styles.page}>
      <TokenTable
        caption="Motion: how long transitions take, read from tokens.css."
        tokens={tokensOf('motion')}
        columns={['Value']}
        cells={(token) => [<TokenValue key="value">{token.light}</TokenValue>]}
      />
      <TokenTable
        caption="Layers: what stacks above what (header, overlays, toasts), read from tokens.css."
        tokens={tokensOf('layer')}
        columns={['z-index']}
        cells={(token) => [<TokenValue key="value">{token.light}</TokenValue>]}
      />
    </div>
  );
}
