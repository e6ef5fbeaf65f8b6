import { CheckIcon, Group, Stack } from '@academy/ui-kit';
import styles from './courses.module.css';

/** A list of selling points, each behind a check mark. */
export function CheckList({ items, label }: { items: string[]; label: string }) {
  return (
    <Stack gap="2" as="ul" className={styles.checkList} aria-label={label}>
      {items.map((item) => (
        <Group gap="2" align="start" wrap={false} as="li" key={item}>
          <CheckIcon />
          <span>{item}</span>
        </Group>
      ))}
    </Stack>
  );
}
