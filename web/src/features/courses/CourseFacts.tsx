import type { Course } from '@academy/contracts';
import { Detail } from '../../shared/Detail.tsx';
import { courseFacts } from './course-facts.ts';
import styles from './courses.module.css';

/** The course's key facts: who teaches it, and what it holds as the catalogue counted it. */
export function CourseFacts({ course }: { course: Course }) {
  const facts = [
    { label: 'Instructor', value: course.createdBy },
    { label: 'Category', value: course.category },
    ...courseFacts(course.content),
  ];
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
