import { toast } from '@academy/ui-kit';
import styles from './notify.module.css';

/** A toast with a bold title and a second line, e.g. "Passwords don't match" / "Please ensure…". */
export function notify(kind: 'success' | 'error', title: string, description: string): void {
  toast[kind](
    <span className={styles.message}>
      <strong>{title}</strong>
      <span className={styles.description}>{description}</span>
    </span>,
  );
}
