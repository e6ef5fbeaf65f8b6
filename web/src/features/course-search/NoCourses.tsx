import { BookIcon, Button, EmptyState } from '@academy/ui-kit';
import { CourseResults } from './CourseResults.tsx';
import styles from './course-search.module.css';
import { useSearchCoursesQuery } from './courseSearchApi.ts';
import { type CourseSearchState, isNarrowed } from './search-params.ts';

export interface NoCoursesProps {
  state: CourseSearchState;
  /** The closest course title, when the catalogue found one near the search text. */
  suggestion: string | null;
  onSearch: (q: string) => void;
  onClear: () => void;
}

/** Nothing matched: what might have been meant, a way back to every course, and the most popular ones. */
export function NoCourses({ state, suggestion, onSearch, onClear }: NoCoursesProps) {
  const narrowed = isNarrowed(state);
  const popular = useSearchCoursesQuery({ sort: 'popular', page: 1, pageSize: 3 }, { skip: !narrowed });
  const text = state.q.trim();
  return (
    <>
      <EmptyState
        icon={<BookIcon />}
        title={
          narrowed
            ? text
              ? `No courses match “${text}”`
              : 'No courses match these filters'
            : 'No courses yet'
        }
        description={
          narrowed
            ? 'Check the spelling, try fewer or broader words, or remove a filter.'
            : 'New courses are on their way. Please check back soon.'
        }
        action={
          narrowed ? (
            <div className={styles.suggestions}>
              {suggestion ? (
                <Button variant="primary" onClick={() => onSearch(suggestion)}>
                  Search for “{suggestion}”
                </Button>
              ) : null}
              <Button variant="secondary" onClick={onClear}>
                Show all courses
              </Button>
            </div>
          ) : undefined
        }
      />
      {popular.data && popular.data.courses.length > 0 ? (
        <section className={styles.popular} aria-labelledby="popular-courses">
          <h2 id="popular-courses" className={styles.summary}>
            Popular with learners
          </h2>
          <CourseResults hits={popular.data.courses} label="Popular courses" />
        </section>
      ) : null}
    </>
  );
}
