import { Group } from '@academy/ui-kit';
import type { ReactNode } from 'react';
import styles from './page.module.css';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A short label above the title, e.g. 'Admin'. */
  eyebrow?: string;
  actions?: ReactNode;
}

export function PageHeader({ title, subtitle, eyebrow, actions }: PageHeaderProps) {
  return (
    <Group gap="4" align="end" justify="between" as="header" className={styles.header}>
      <div>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions ? (
        <Group gap="3" align="stretch">
          {actions}
        </Group>
      ) : null}
    </Group>
  );
}
