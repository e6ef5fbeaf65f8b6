import { Card } from '@academy/ui-kit';
import type { ReactNode } from 'react';
import styles from './auth.module.css';

export interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** Links under the card, e.g. "Don't have an account? Sign up". */
  footer?: ReactNode;
}

/** The centred card every sign-in screen uses. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className={styles.page}>
      <Card className={styles.card} variant="elevated" padding="lg">
        <header className={styles.heading}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.subtitle}>{subtitle}</p>
        </header>
        {children}
        {footer ? <p className={styles.footer}>{footer}</p> : null}
      </Card>
    </div>
  );
}
