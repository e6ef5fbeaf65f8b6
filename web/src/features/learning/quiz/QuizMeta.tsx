import { Group } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import textStyles from '../../../shared/text.module.css';
import styles from './quiz.module.css';
import '../../../shared/i18n/en-screens/learning.ts';

/** Under a quiz's title: the attempts left, when they are known, and the pass mark. */
export function QuizMeta({ attemptsLeft, passingScore }: { attemptsLeft?: string; passingScore: number }) {
  const { t } = useTranslation();
  return (
    <Group as="p" gap="4" rowGap="2" align="stretch" className={textStyles.mutedBelow}>
      {attemptsLeft ? <span className={styles.remaining}>{attemptsLeft}</span> : null}
      <span>
        {t('learning.passMark2')} {passingScore}%
      </span>
    </Group>
  );
}
