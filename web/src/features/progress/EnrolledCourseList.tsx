import type { EnrolledCourse } from '@academy/contracts';
import { Badge, Group, ProgressBar, Stack } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths/paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import textStyles from '../../shared/text.module.css';
import styles from './progress.module.css';
import '../../shared/i18n/en-screens/progress.ts';

/** Enrolled courses with how many of their quizzes are passed, each opening the learning screen. */
export function EnrolledCourseList({ courses }: { courses: EnrolledCourse[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="4" as="ul">
      {courses.map((course) => (
        <Stack gap="3" as="li" key={course.course_id} className={styles.course}>
          <Group gap="3" align="start" justify="between" wrap={false}>
            <div>
              <h3 className={textStyles.titleMd}>{course.title}</h3>
              <p className={`${textStyles.mutedSmall} ${styles.courseMeta}`}>
                {course.courseCode ? `${course.courseCode} · ` : ''}
                {course.completedQuizzes} {t('progress.of')} {course.totalQuizzes}{' '}
                {t('progress.quizzesPassed')}
              </p>
            </div>
            {course.completed ? <Badge tone="success">{t('progress.completed')}</Badge> : null}
          </Group>
          <ProgressBar
            value={course.progress}
            label={t('progress.progress', { title: course.title })}
            tone={course.completed ? 'success' : 'brand'}
          />
          <div>
            <ButtonLink
              to={paths.learning(course.course_id)}
              size="sm"
              variant={course.completed ? 'secondary' : 'primary'}
            >
              {course.completed ? t('progress.reviewCourse') : t('progress.continueLearning')}
            </ButtonLink>
          </div>
        </Stack>
      ))}
    </Stack>
  );
}
