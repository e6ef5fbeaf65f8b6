import { BookIcon, CourseCard, EmptyState, ProgressBar } from '@academy/ui-kit';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { thumbnailUrl } from '../../shared/thumbnail-url.ts';
import { learningPath } from './course-pages.ts';
import styles from './courses.module.css';
import { coursesPending } from './courses-pending.tsx';
import { useCoursesQuery, useMyCoursesQuery } from './coursesApi.ts';

/** `/student/classroom`: the learner's enrolled courses, each leading to its learning screen. */
export function ClassroomPage() {
  const query = useMyCoursesQuery();
  const { data } = query;
  const pending = coursesPending(query, 'Loading your courses');
  const catalogue = useCoursesQuery();
  const enrolled = data?.courses ?? [];
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Classroom"
        title="My courses"
        subtitle="Everything you are enrolled in, with how far you have come."
        actions={
          <ButtonLink to="/courses" variant="secondary">
            Browse courses
          </ButtonLink>
        }
      />
      {pending ??
        (enrolled.length === 0 ? (
          <EmptyState
            icon={<BookIcon />}
            title="No courses yet"
            description="Courses you enroll in show up here."
            action={<ButtonLink to="/courses">Explore the catalogue</ButtonLink>}
          />
        ) : (
          <ul className={styles.grid} aria-label="Your courses">
            {enrolled.map((entry) => {
              const course = catalogue.data?.find(({ id }) => id === entry.course_id);
              return (
                <li key={entry.course_id}>
                  <CourseCard
                    title={entry.title}
                    description={course?.description ?? ''}
                    thumbnailUrl={thumbnailUrl(course?.thumbnail_path)}
                    badge={entry.completed ? 'Completed' : (entry.courseCode ?? undefined)}
                    href={learningPath(entry.course_id)}
                    linkComponent={RouterLink}
                    action={
                      <div className={styles.progress}>
                        <ProgressBar
                          label="Progress"
                          value={entry.progress}
                          tone={entry.completed ? 'success' : 'brand'}
                        />
                      </div>
                    }
                  />
                </li>
              );
            })}
          </ul>
        ))}
    </PageContainer>
  );
}
