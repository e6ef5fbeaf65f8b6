import { contrastRatio } from './contrast.ts';
import { type DesignToken, tokensOf, tokenValue } from './design-tokens.ts';
import styles from './foundations.module.css';
import { TokenTable, TokenValue } from './TokenTable.tsx';

type Theme = 'light' | 'dark';

function ContrastCell({ token, theme }: { token: DesignToken; theme: Theme }) {
  const ratio = contrastRatio(token[theme], tokenValue('--color-bg', theme));
  if (ratio === undefined) return <span>translucent</span>;
  const grade = ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : ratio >= 3 ? 'AA large' : 'decorative';
  return (
    <span>
      {ratio.toFixed(2)}:1 {grade}
    </span>
  );
}

function ColourCell({ token, theme }: { token: DesignToken; theme: Theme }) {
  return (
    <>
      <span className={styles.swatch} style={{ background: token[theme] }} />{' '}
      <TokenValue>{token[theme]}</TokenValue>
    </>
  );
}

/** Every colour token in both themes, with its contrast against that theme's page background. */
export function ColourPage() {
  return (
    <div className={styles.page}>
      <TokenTable
        caption="Colours, read from tokens.css. Contrast is against --color-bg of the same theme: 4.5:1 (AA) for text, 3:1 for large text and controls."
        tokens={tokensOf('colour')}
        columns={['Light', 'Contrast (light)', 'Dark', 'Contrast (dark)']}
        cells={(token) => [
          <ColourCell key="light" token={token} theme="light" />,
          <ContrastCell key="light-contrast" token={token} theme="light" />,
          <ColourCell key="dark" token={token} theme="dark" />,
          <ContrastCell key="dark-contrast" token={token} theme="dark" />,
        ]}
      />
    </div>
  );
}
