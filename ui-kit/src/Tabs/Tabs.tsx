import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem {
  value: string;
  label: string;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Names the tab list for assistive technology. */
  label: string;
  /** The tab open at first (uncontrolled). Defaults to the first item. */
  defaultValue?: string;
  /** The open tab (controlled). */
  value?: string;
  onValueChange?: (value: string) => void;
}

/** Tabs with arrow-key navigation; the active tab carries data-state="active". */
export function Tabs({ items, label, defaultValue = items[0]?.value, value, onValueChange }: TabsProps) {
  return (
    <RadixTabs.Root
      className={styles.root}
      defaultValue={defaultValue}
      value={value}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.trigger}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.content}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
