import type { CourseReportLearner } from '@academy/contracts';
import { Card, Stack } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/dates.ts';
import factStyles from '../../shared/facts.module.css';
import cards from '../admin-courses/AdminCourseTable.module.css';
import { LearnerName } from './LearnerName.tsx';
import { quizzesDone } from './report-format.ts';
import { StandingBadge } from './StandingBadge.tsx';

/** One learner of the learners' table on a phone, in place of a table row wider than the screen. */
export function LearnerCard({ learner }: { learner: CourseReportLearner }) {
  const { t } = useTranslation();
  return (
    <Card padding="md">
      <Stack gap="3">
        <LearnerName learner={learner} nameClassName={cards.cardTitle} />
        <Stack as="dl" gap="1" className={`${factStyles.rows} ${factStyles.small} ${cards.cardFacts}`}>
          <div>
            <dt>{t('adminReports.standing')}</dt>
            <dd>
              <StandingBadge learner={learner} />
            </dd>
          </div>
          <div>
            <dt>{t('adminReports.enrolled')}</dt>
            <dd>{formatDate(learner.enrolledAt)}</dd>
          </div>
          <div>
            <dt>{t('adminReports.itemsDone')}</dt>
            <dd>{learner.contentCompleted}</dd>
          </div>
          <div>
            <dt>{t('adminReports.quizzesPassed')}</dt>
            <dd>{quizzesDone(learner)}</dd>
          </div>
          <div>
            <dt>{t('adminReports.completed')}</dt>
            <dd>{learner.completedAt ? formatDate(learner.completedAt) : '—'}</dd>
          </div>
        </Stack>
      </Stack>
    </Card>
  );
}
