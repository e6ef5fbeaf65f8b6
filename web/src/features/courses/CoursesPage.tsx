import { CourseSpotlight, Group, Pagination } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../app/paths/paths.ts';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import textStyles from '../../shared/text.module.css';
import { thumbnailUrl } from '../../shared/thumbnail-url.ts';
import { CourseResults } from '../course-search/CourseResults.tsx';
import { CourseSearchForm } from '../course-search/CourseSearchForm.tsx';
import searchStyles from '../course-search/course-search.module.css';
import { useSearchCoursesQuery } from '../course-search/courseSearchApi.ts';
import { NoCourses } from '../course-search/NoCourses.tsx';
import {
  apiQueryOf,
  type CourseSearchState,
  isNarrowed,
  PAGE_SIZE,
  searchParamsOf,
  searchStateOf,
  withChange,
} from '../course-search/search-params.ts';
import { courseListing, FEATURED_COURSE_ID } from './course-list.ts';
import styles from './courses.module.css';
import { coursesPending } from './courses-pending.tsx';
import { useCoursesQuery } from './coursesApi.ts';
import '../../shared/i18n/en-screens/courses.ts';

/**
 * The course catalogue: search, filters, sort and page, all in the URL (a search can be shared and Back
 * returns to the previous one). Unsearched, the featured course leads on the first page.
 */
export function CoursesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = searchStateOf(params);
  const narrowed = isNarrowed(state);
  const showFeatured = !narrowed && state.page === 1;
  const search = useSearchCoursesQuery(apiQueryOf(state));
  const { featured } = courseListing(useCoursesQuery(undefined, { skip: !showFeatured }).data ?? []);
  const go = (next: CourseSearchState) => setParams(searchParamsOf(next));
  // While a new search is on its way the page says so: never the previous search's courses under its heading.
  const reply = search.currentData;
  const loading = search.isLoading || (search.isFetching && reply === undefined);
  const pending = coursesPending({ ...search, isLoading: loading }, 'Loading courses');
  const hits = (reply?.courses ?? []).filter((hit) => narrowed || hit.id !== FEATURED_COURSE_ID);
  const pageCount = reply ? Math.max(1, Math.ceil(reply.total / PAGE_SIZE)) : 1;
  return (
    <PageContainer>
      <PageHeader
        eyebrow={t('courses.catalogue')}
        title={t('courses.courses')}
        subtitle={t('courses.selfPacedForensicsAndSecurity')}
      />
      <CourseSearchForm
        state={state}
        categories={reply?.categories ?? []}
        onChange={(change) => go(withChange(state, change))}
      />
      {showFeatured && featured ? (
        <div className={styles.spotlight}>
          <CourseSpotlight
            title={featured.title}
            description={featured.description}
            href={paths.productPage}
            ctaLabel={t('courses.enrollToday')}
            eyebrow={t('courses.featuredCourse')}
            code={featured.courseCode ?? undefined}
            badge={t('courses.selfPacedLearning')}
            thumbnailUrl={thumbnailUrl(featured.thumbnail_path)}
            price={featured.priceMinor}
            originalPrice={featured.originalPriceMinor ?? undefined}
            currency={featured.currency}
            linkComponent={RouterLink}
          />
        </div>
      ) : null}
      {pending ??
        (reply && reply.total === 0 ? (
          <NoCourses
            state={state}
            suggestion={reply.suggestion}
            onSearch={(q) => go(withChange(searchStateOf(new URLSearchParams()), { q }))}
            onClear={() => go(searchStateOf(new URLSearchParams()))}
          />
        ) : (
          <section aria-labelledby="all-courses">
            <h2 id="all-courses" className={textStyles.sectionTitle}>
              {narrowed ? t('courses.results') : t('courses.allCourses')}
            </h2>
            <p className={`${textStyles.mutedSmall} ${searchStyles.summary}`} role="status">
              {reply
                ? t(narrowed ? 'courses.coursesFoundCount' : 'courses.courseCount', { count: reply.total })
                : ''}
            </p>
            <CourseResults hits={hits} label={narrowed ? t('courses.coursesFound') : t('courses.courses')} />
            {pageCount > 1 ? (
              <Group justify="center" className={searchStyles.pagination}>
                <Pagination
                  page={state.page}
                  pageCount={pageCount}
                  onPageChange={(page) => go({ ...state, page })}
                />
              </Group>
            ) : null}
          </section>
        ))}
    </PageContainer>
  );
}
