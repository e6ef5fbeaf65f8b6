import { Group, Stack } from '@academy/ui-kit';
import type { ReactNode } from 'react';
import textStyles from '../../shared/text.module.css';
import styles from './StatusPage.module.css';

export interface StatusPageProps {
  /** The HTTP-style code shown large, e.g. '404'. */
  code: string;
  title: string;
  description: string;
  actions: ReactNode;
}

/** A full-width message for a page that cannot be shown (not found, access denied). */
export function StatusPage({ code, title, description, actions }: StatusPageProps) {
  return (
    <Stack as="section" gap="3" align="center" className={styles.page}>
      <p className={`${textStyles.strongLine} ${styles.code}`} aria-hidden="true">
        {code}
      </p>
      <h1 className={textStyles.pageTitle}>{title}</h1>
      <p className={`${textStyles.mutedParagraph} ${styles.description}`}>{description}</p>
      <Group gap="3" justify="center" align="stretch" className={styles.actions}>
        {actions}
      </Group>
    </Stack>
  );
}
