import { say } from './i18n/messages.ts';
import styles from './notify.module.css';
import { toast } from './toast.ts';

/** A toast with a bold title and a second line, e.g. "Passwords don't match" / "Please ensure…". */
export function notify(kind: 'success' | 'error', title: string, description: string): void {
  toast[kind](
    <span className={styles.message}>
      <strong>{say(title)}</strong>
      <span className={styles.description}>{say(description)}</span>
    </span>,
  );
}
