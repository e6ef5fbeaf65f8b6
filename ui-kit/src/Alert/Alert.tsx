import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon, InfoIcon } from '../icons/icons.tsx';
import styles from './Alert.module.css';

export interface AlertProps {
  /** @default 'info' */
  tone?: 'info' | 'success' | 'warning' | 'destructive';
  title: string;
  /** The description under the title. */
  children?: ReactNode;
  /** A control such as a 'Retry' button. */
  action?: ReactNode;
}

const icons = { info: InfoIcon, success: CheckIcon, warning: AlertIcon, destructive: AlertIcon };

/** A message about the current screen. Destructive alerts interrupt (role alert); the rest are polite. */
export function Alert({ tone = 'info', title, children, action }: AlertProps) {
  const Icon = icons[tone];
  return (
    <div className={styles.alert} data-tone={tone} role={tone === 'destructive' ? 'alert' : 'status'}>
      <Icon className={styles.icon} />
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        {children ? <div className={styles.description}>{children}</div> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
