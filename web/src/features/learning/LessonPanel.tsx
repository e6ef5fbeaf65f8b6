import { Alert, CheckIcon, Group, Stack } from '@academy/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { say } from '../../shared/i18n/messages.ts';
import styles from './panel.module.css';
import '../../shared/i18n/en-screens/learning.ts';
import textStyles from '../../shared/text.module.css';

export interface LessonPanelProps {
  /** The heading's id; the heading names the panel. */
  headingId: string;
  title: string;
  /** Beside the title, e.g. 'Mark as Complete' or the quiz's pass mark. */
  status?: ReactNode;
  /** Shown under the header when something the learner did failed: an English sentence, shown as `say` has it. */
  error?: string | null;
  children: ReactNode;
}

/** The frame of a learning-screen panel (document, video, quiz): the titled header, an error, the content. */
export function LessonPanel({ headingId, title, status, error, children }: LessonPanelProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="4" as="section" aria-labelledby={headingId}>
      <Group gap="3" align="start" justify="between" as="header">
        <h2 id={headingId} className={`${textStyles.strongLine} ${styles.title}`}>
          {title}
        </h2>
        {status}
      </Group>
      {error ? (
        <Alert tone="destructive" title={t('learning.error')}>
          {say(error)}
        </Alert>
      ) : null}
      {children}
    </Stack>
  );
}

/** Says the lesson is done, in place of the way to complete it. */
export function CompletedNote() {
  const { t } = useTranslation();
  return (
    <Group as="span" inline wrap={false} className={styles.completedNote}>
      <CheckIcon /> {t('learning.completed')}
    </Group>
  );
}
