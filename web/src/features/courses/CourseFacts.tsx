import type { Course } from '@academy/contracts';
import { Detail } from '../../shared/Detail.tsx';
import styles from './courses.module.css';

/** The course's key facts; the ones the catalogue does not know are left out. */
export function CourseFacts({ course }: { course: Course }) {
  const facts = [
    { label: 'Instructor', value: course.createdBy },
    { label: 'Category', value: course.category },
    { label: 'Modules', value: course.totalModules?.toString() },
    { label: 'Lesson questions', value: course.lessonQuestions?.toString() },
    { label: 'Completion time', value: course.completionTime },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value));
  return (
    <dl className={styles.facts}>
      {facts.map(({ label, value }) => (
        <Detail key={label} term={label}>
          {value}
        </Detail>
      ))}
    </dl>
  );
}
