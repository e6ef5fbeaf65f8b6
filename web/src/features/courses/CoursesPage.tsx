import { BookIcon, CourseCard, CourseSpotlight, EmptyState } from '@academy/ui-kit';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { thumbnailUrl } from '../../shared/thumbnail-url.ts';
import { courseListing } from './course-list.ts';
import { coursePagePath } from './course-pages.ts';
import styles from './courses.module.css';
import { coursesPending } from './courses-pending.tsx';
import { useCoursesQuery } from './coursesApi.ts';

/** The course catalogue: the featured course first, then every other course on sale. */
export function CoursesPage() {
  const query = useCoursesQuery();
  const { data } = query;
  const pending = coursesPending(query, 'Loading courses');
  const { featured, courses } = courseListing(data ?? []);
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Catalogue"
        title="Courses"
        subtitle="Self-paced forensics and security courses with documents, videos, quizzes and a certificate."
      />
      {pending ??
        (!featured && courses.length === 0 ? (
          <EmptyState
            icon={<BookIcon />}
            title="No courses yet"
            description="New courses are on their way. Please check back soon."
          />
        ) : (
          <>
            {featured ? (
              <div className={styles.spotlight}>
                <CourseSpotlight
                  title={featured.title}
                  description={featured.description}
                  href="/productpage"
                  ctaLabel="Enroll today"
                  eyebrow="Featured course"
                  code={featured.courseCode ?? undefined}
                  badge="Self Paced Learning"
                  thumbnailUrl={thumbnailUrl(featured.thumbnail_path)}
                  price={featured.priceMinor}
                  originalPrice={featured.originalPriceMinor ?? undefined}
                  currency={featured.currency}
                  linkComponent={RouterLink}
                />
              </div>
            ) : null}
            {courses.length > 0 ? (
              <section aria-labelledby="all-courses">
                <h2 id="all-courses" className={styles.sectionTitle}>
                  All courses
                </h2>
                <ul className={styles.grid}>
                  {courses.map((course) => (
                    <li key={course.id}>
                      <CourseCard
                        title={course.title}
                        description={course.description}
                        thumbnailUrl={thumbnailUrl(course.thumbnail_path)}
                        price={course.priceMinor}
                        originalPrice={course.originalPriceMinor ?? undefined}
                        currency={course.currency}
                        badge={course.category}
                        href={coursePagePath(course.id)}
                        linkComponent={RouterLink}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        ))}
    </PageContainer>
  );
}
