import type { EnrolledCourse } from '@academy/contracts';
import { Badge, Group, ProgressBar, Stack } from '@academy/ui-kit';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import styles from './progress.module.css';

export const learningScreenPath = (courseId: number) => `/course?courseId=${courseId}`;

/** Enrolled courses with how many of their quizzes are passed, each opening the learning screen. */
export function EnrolledCourseList({ courses }: { courses: EnrolledCourse[] }) {
  return (
    <Stack gap="4" as="ul">
      {courses.map((course) => (
        <Stack gap="3" as="li" key={course.course_id} className={styles.course}>
          <Group gap="3" align="start" justify="between" wrap={false}>
            <div>
              <h3 className={styles.courseTitle}>{course.title}</h3>
              <p className={styles.courseMeta}>
                {course.courseCode ? `${course.courseCode} · ` : ''}
                {course.completedQuizzes} of {course.totalQuizzes} quizzes passed
              </p>
            </div>
            {course.completed ? <Badge tone="success">Completed</Badge> : null}
          </Group>
          <ProgressBar
            value={course.progress}
            label={`${course.title} progress`}
            tone={course.completed ? 'success' : 'brand'}
          />
          <div>
            <ButtonLink
              to={learningScreenPath(course.course_id)}
              size="sm"
              variant={course.completed ? 'secondary' : 'primary'}
            >
              {course.completed ? 'Review course' : 'Continue learning'}
            </ButtonLink>
          </div>
        </Stack>
      ))}
    </Stack>
  );
}
