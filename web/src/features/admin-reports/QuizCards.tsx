import type { CourseQuizReportRow } from '@academy/contracts';
import { Card } from '@academy/ui-kit';
import cards from '../admin-courses/AdminCourseTable.module.css';
import styles from './report.module.css';
import { averageScore, percent } from './report-format.ts';

/** The quizzes' table on a phone: one card per quiz. */
export function QuizCards({ quizzes }: { quizzes: CourseQuizReportRow[] }) {
  if (quizzes.length === 0) return <p className={styles.cards}>This course has no quizzes.</p>;
  const facts = (quiz: CourseQuizReportRow) => [
    ['Pass mark', percent(quiz.passingScore)],
    ['Attempts', quiz.attempts],
    ['Learners', quiz.learners],
    ['Passed', quiz.passed],
    ['Pass rate', percent(quiz.passRate)],
    ['Average score', averageScore(quiz.averageScore)],
  ];
  return (
    <ul className={styles.cards} aria-label="Quizzes">
      {quizzes.map((quiz) => (
        <li key={quiz.quizId}>
          <Card padding="md" className={cards.card}>
            <p className={cards.cardTitle}>{quiz.title}</p>
            <dl className={cards.cardFacts}>
              {facts(quiz).map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}
