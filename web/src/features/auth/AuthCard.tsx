import { Card } from '@academy/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import pageStyles from '../../shared/page.module.css';
import textStyles from '../../shared/text.module.css';
import styles from './auth.module.css';

/** The link under the card, e.g. "Don't have an account?" and 'Sign up'. */
export interface AuthCardFooter {
  lead?: string;
  to: string;
  label: string;
}

export interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: AuthCardFooter;
}

/** The centred card every sign-in screen uses. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className={styles.page}>
      <Card className={styles.card} variant="elevated" padding="lg">
        <header className={styles.heading}>
          <h1 className={textStyles.pageTitle}>{title}</h1>
          <p className={pageStyles.subtitle}>{subtitle}</p>
        </header>
        {children}
        {footer ? (
          <p className={`${textStyles.mutedSmall} ${styles.footer}`}>
            {footer.lead ? `${footer.lead} ` : null}
            <Link to={footer.to}>{footer.label}</Link>
          </p>
        ) : null}
      </Card>
    </div>
  );
}
