import { tokensOf } from './design-tokens.ts';
import styles from './foundations.module.css';
import { TokenTable, TokenValue } from './TokenTable.tsx';

/** Corner radii and shadows (light and dark values), each drawn on a box. */
export function SurfacePage() {
  return (
    <div className={styles.page}>
      <TokenTable
        caption="Corner radii, read from tokens.css."
        tokens={tokensOf('radius')}
        columns={['Value', 'Shape']}
        cells={(token) => [
          <TokenValue key="value">{token.light}</TokenValue>,
          <div key="box" className={styles.box} style={{ borderRadius: `var(${token.name})` }} />,
        ]}
      />
      <TokenTable
        caption="Shadows and the focus ring, read from tokens.css; the box shows the current theme's."
        tokens={tokensOf('shadow')}
        columns={['Light', 'Dark', 'Shadow']}
        cells={(token) => [
          <TokenValue key="light">{token.light}</TokenValue>,
          <TokenValue key="dark">{token.dark}</TokenValue>,
          <div key="box" className={styles.box} style={{ boxShadow: `var(${token.name})` }} />,
        ]}
      />
    </div>
  );
}
