import type { CourseQuizReportRow } from '@academy/contracts';
import { Card, Stack } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import factStyles from '../../shared/facts.module.css';
import cards from '../admin-courses/AdminCourseTable.module.css';
import { averageScore, percent } from './report-format.ts';

/** One quiz of the quizzes' table on a phone. */
export function QuizCard({ quiz }: { quiz: CourseQuizReportRow }) {
  const { t } = useTranslation();
  const facts = [
    [t('adminReports.passMark'), percent(quiz.passingScore)],
    [t('adminReports.attempts'), quiz.attempts],
    [t('adminReports.learners'), quiz.learners],
    [t('adminReports.passed'), quiz.passed],
    [t('adminReports.passRate'), percent(quiz.passRate)],
    [t('adminReports.averageScore'), averageScore(quiz.averageScore)],
  ] as const;
  return (
    <Card padding="md">
      <Stack gap="3">
        <p className={cards.cardTitle}>{quiz.title}</p>
        <Stack as="dl" gap="1" className={`${factStyles.rows} ${factStyles.small} ${cards.cardFacts}`}>
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
