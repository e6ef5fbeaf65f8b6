import { BookIcon, Button, EmptyState, Group } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { CourseResults } from './CourseResults.tsx';
import styles from './course-search.module.css';
import { useSearchCoursesQuery } from './courseSearchApi.ts';
import { type CourseSearchState, isNarrowed } from './search-params.ts';
import '../../shared/i18n/en-screens/course-search.ts';
import textStyles from '../../shared/text.module.css';

export interface NoCoursesProps {
  state: CourseSearchState;
  /** The closest course title, when the catalogue found one near the search text. */
  suggestion: string | null;
  onSearch: (q: string) => void;
  onClear: () => void;
}

/** Nothing matched: what might have been meant, a way back to every course, and the most popular ones. */
export function NoCourses({ state, suggestion, onSearch, onClear }: NoCoursesProps) {
  const { t } = useTranslation();
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
              ? t('courseSearch.noCoursesMatch', { text })
              : t('courseSearch.noCoursesMatchTheseFilters')
            : t('courseSearch.noCoursesYet')
        }
        description={
          narrowed ? t('courseSearch.checkTheSpellingTryFewer') : t('courseSearch.newCoursesAreOnTheir')
        }
        action={
          narrowed ? (
            <Group gap="3" justify="center" align="stretch">
              {suggestion ? (
                <Button variant="primary" onClick={() => onSearch(suggestion)}>
                  {t('courseSearch.searchFor')}
                  {suggestion}”
                </Button>
              ) : null}
              <Button variant="secondary" onClick={onClear}>
                {t('courseSearch.showAllCourses')}
              </Button>
            </Group>
          ) : undefined
        }
      />
      {popular.data && popular.data.courses.length > 0 ? (
        <section className={styles.popular} aria-labelledby="popular-courses">
          <h2 id="popular-courses" className={`${textStyles.mutedSmall} ${styles.summary}`}>
            {t('courseSearch.popularWithLearners')}
          </h2>
          <CourseResults hits={popular.data.courses} label={t('courseSearch.popularCourses')} />
        </section>
      ) : null}
    </>
  );
}
