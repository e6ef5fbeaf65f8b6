import type { CourseQuizReportRow } from '@academy/contracts';
import { Card } from '@academy/ui-kit';
import cards from '../admin-courses/AdminCourseTable.module.css';
import { averageScore, percent } from './report-format.ts';

/** One quiz of the quizzes' table on a phone. */
export function QuizCard({ quiz }: { quiz: CourseQuizReportRow }) {
  const facts = [
    ['Pass mark', percent(quiz.passingScore)],
    ['Attempts', quiz.attempts],
    ['Learners', quiz.learners],
    ['Passed', quiz.passed],
    ['Pass rate', percent(quiz.passRate)],
    ['Average score', averageScore(quiz.averageScore)],
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
