import type { Course } from '@academy/contracts';
import { Grid } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { Detail } from '../../shared/Detail.tsx';
import factStyles from '../../shared/facts.module.css';
import { courseFacts } from './course-facts.ts';
import styles from './courses.module.css';
import '../../shared/i18n/en-screens/courses.ts';

/** The course's key facts: who teaches it, and what it holds as the catalogue counted it. */
export function CourseFacts({ course }: { course: Course }) {
  const { t } = useTranslation();
  const facts = [
    { label: t('courses.instructor'), value: course.createdBy },
    { label: t('courses.category'), value: course.category },
    ...courseFacts(course.content),
  ];
  return (
    <Grid as="dl" fit minItemWidth="9rem" className={`${factStyles.stacked} ${styles.facts}`}>
      {facts.map(({ label, value }) => (
        <Detail key={label} term={label}>
          {value}
        </Detail>
      ))}
    </Grid>
  );
}
