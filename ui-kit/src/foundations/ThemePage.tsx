import type { CSSProperties } from 'react';
import { Alert } from '../Alert/Alert.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { designTokens } from './design-tokens.ts';
import styles from './foundations.module.css';

type Theme = 'light' | 'dark';

// The panel carries every token of its theme, so both themes show side by side whatever the toolbar says.
function themeVariables(theme: Theme): CSSProperties {
  return Object.fromEntries(designTokens.map((token) => [token.name, token[theme]])) as CSSProperties;
}

function ThemePanel({ theme }: { theme: Theme }) {
  const title = theme === 'light' ? 'Light theme' : 'Dark theme';
  return (
    <section
      className={styles.themePanel}
      style={{ ...themeVariables(theme), colorScheme: theme }}
      aria-label={title}
    >
      <h3>{title}</h3>
      <div>
        <Button>Enrol now</Button> <Button variant="secondary">Preview</Button>{' '}
        <Button variant="danger">Cancel order</Button>
      </div>
      <div>
        <Badge tone="brand">Bestseller</Badge> <Badge tone="success">Completed</Badge>{' '}
        <Badge tone="warning">Processing</Badge> <Badge tone="danger">Failed</Badge>
      </div>
      <TextField label={`E-mail (${theme})`} defaultValue="ada@example.com" />
      <ProgressBar value={60} label={`Course progress (${theme})`} />
      <Alert tone="success" title="Payment received">
        Your course is ready.
      </Alert>
    </section>
  );
}

/** The same components in the light and the dark theme at once; the toolbar's theme switch sets the page's. */
export function ThemePage() {
  return (
    <div className={styles.page}>
      <p className={styles.intro}>
        The dark theme is the same components with the values of tokens.css's [data-theme="dark"] block; the
        app sets data-theme on its root element.
      </p>
      <div className={styles.themes}>
        <ThemePanel theme="light" />
        <ThemePanel theme="dark" />
      </div>
    </div>
  );
}
