import type { QuizProgress } from '@academy/contracts';
import { Badge } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths/paths.ts';
import '../../shared/i18n/en-screens/progress.ts';

/** Each quiz status's badge; `label` is a translation key. */
const STATUS = {
  PASSED: { label: 'progress.passed', tone: 'success' },
  FAILED: { label: 'progress.notPassedYet', tone: 'danger' },
  NOT_STARTED: { label: 'progress.notStarted', tone: 'neutral' },
} as const;

/** Where a learner stands with a quiz: passed, not passed yet or not started. */
export function QuizStatusBadge({ quiz }: { quiz: QuizProgress }) {
  const { t } = useTranslation();
  return <Badge tone={STATUS[quiz.status].tone}>{t(STATUS[quiz.status].label)}</Badge>;
}

/** The best score so far, or a dash before the first attempt. */
export const bestScore = (quiz: QuizProgress) => (quiz.attempts > 0 ? `${quiz.bestScore}%` : '–');

/** Into the learning screen at the quiz: to review it once passed, to take it otherwise. */
export function QuizLink({ quiz, courseId }: { quiz: QuizProgress; courseId: number }) {
  const { t } = useTranslation();
  return (
    <Link to={paths.learning(courseId, quiz.quizId)}>
      {quiz.status === 'PASSED' ? t('progress.review') : t('progress.takeQuiz')}
    </Link>
  );
}
