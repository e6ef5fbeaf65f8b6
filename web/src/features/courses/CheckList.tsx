import { CheckIcon } from '@academy/ui-kit';
import styles from './courses.module.css';

/** A list of selling points, each behind a check mark. */
export function CheckList({ items, label }: { items: string[]; label: string }) {
  return (
    <ul className={styles.checkList} aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <CheckIcon />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
