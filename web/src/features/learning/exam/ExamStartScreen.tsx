import type { LearnerQuiz, QuizAttemptStateReply } from '@academy/contracts';
import { Alert, Button, Grid, Stack } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message.ts';
import factStyles from '../../../shared/facts.module.css';
import textStyles from '../../../shared/text.module.css';
import { ExamVoucherOffer } from '../quiz/ExamVoucherOffer.tsx';
import styles from './exam.module.css';
import { formatDuration } from './exam-format.ts';
import { useStartAttemptMutation } from './examApi.ts';
import '../../../shared/i18n/en-screens/learning.ts';

interface Props {
  quiz: LearnerQuiz;
  state: QuizAttemptStateReply;
  onStarted: () => void;
  onError: (message: string | null) => void;
}

/** What the learner agrees to before the clock starts; 'Start' uses one of their attempts. */
export function ExamStartScreen({ quiz, state, onStarted, onError }: Props) {
  const { t } = useTranslation();
  const [start, { isLoading }] = useStartAttemptMutation();
  const onStart = async () => {
    onError(null);
    try {
      await start(quiz.id).unwrap();
    } catch (error) {
      // Already running (another tab or device started it): it is resumed below, not started twice.
      const running =
        typeof error === 'object' && error !== null && 'status' in error && error.status === 409;
      if (!running) onError(errorMessage(error, 'Failed to start the exam'));
    }
    onStarted();
  };
  const outOfAttempts = state.remainingAttempts === 0;
  return (
    <Stack gap="4" align="start">
      <Grid gap="3" minItemWidth="9rem" as="dl" className={`${factStyles.stacked} ${styles.facts}`}>
        <div>
          <dt>{t('learning.duration')}</dt>
          <dd>{formatDuration(state.timeLimitMinutes ?? 0)}</dd>
        </div>
        <div>
          <dt>{t('learning.questions')}</dt>
          <dd>{state.questionCount}</dd>
        </div>
        <div>
          <dt>{t('learning.passMark')}</dt>
          <dd>{state.passingScore}%</dd>
        </div>
        <div>
          <dt>{t('learning.attemptsLeft')}</dt>
          <dd>
            {state.remainingAttempts} {t('learning.of')} {state.maxAttempts}
          </dd>
        </div>
      </Grid>
      {outOfAttempts ? (
        <Alert tone="warning" title={t('learning.maximumAttemptsReached')}>
          {t('learning.youHaveUsedAll')} {state.maxAttempts} {t('learning.attemptsForThisExam')}
          <ExamVoucherOffer courseId={quiz.courseId} />
        </Alert>
      ) : (
        <>
          <p className={textStyles.muted}>{t('learning.theClockStartsWhenYou')}</p>
          <Button busy={isLoading} busyText={t('learning.starting')} onClick={() => void onStart()}>
            {t('learning.start')}
          </Button>
        </>
      )}
    </Stack>
  );
}
