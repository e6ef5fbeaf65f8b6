import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  title: string;
  description?: string;
  /** What to do next, e.g. a 'Browse Courses' button. */
  action?: ReactNode;
  /** A decorative icon. */
  icon?: ReactNode;
}

/** Stands in for a list or screen that has nothing to show yet. */
export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      {icon ? <div className={styles.icon}>{icon}</div> : null}
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
