import type { ReactNode } from 'react';
import styles from './page.module.css';

/** The centred, padded column every site page sits in. */
export function PageContainer({ children }: { children: ReactNode }) {
  return <div className={styles.container}>{children}</div>;
}
