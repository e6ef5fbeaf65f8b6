import type { CourseQuizReportRow } from '@academy/contracts';
import { Card } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
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
    <Card padding="md" className={cards.card}>
      <p className={cards.cardTitle}>{quiz.title}</p>
      <dl className={cards.cardFacts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
