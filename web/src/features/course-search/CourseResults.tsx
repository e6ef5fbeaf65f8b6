import type { CourseSearchHit } from '@academy/contracts';
import { CourseCard, Grid, Stack, StarRating } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../shared/RouterLink.tsx';
import textStyles from '../../shared/text.module.css';
import { thumbnailUrl } from '../../shared/thumbnail-url.ts';
import { coursePagePath } from '../courses/course-pages.ts';
import courses from '../courses/courses.module.css';
import styles from './course-search.module.css';
import { Highlighted } from './Highlighted.tsx';
import '../../shared/i18n/en-screens/course-search.ts';

/** Course cards with their rating and the words the search found marked, lesson titles included. */
export function CourseResults({ hits, label }: { hits: readonly CourseSearchHit[]; label: string }) {
  const { t } = useTranslation();
  return (
    <Grid as="ul" gap="6" className={courses.grid} aria-label={label}>
      {hits.map((hit) => (
        <li key={hit.id}>
          <CourseCard
            title={
              <span className={styles.cardText}>
                <Highlighted parts={hit.highlight.title} />
              </span>
            }
            description={
              <span className={styles.cardText}>
                <Highlighted parts={hit.highlight.description} />
              </span>
            }
            rating={
              <Stack gap="2" as="span">
                <StarRating average={hit.rating.average} count={hit.rating.count} size="sm" />
                {hit.highlight.lessons.length > 0 ? (
                  <span className={`${textStyles.mutedSmall} ${styles.lessons}`}>
                    {t('courseSearch.inLessons')}{' '}
                    {hit.highlight.lessons.map((parts, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the server's order, never changed here
                      <span key={i}>
                        {i > 0 ? '; ' : null}
                        <Highlighted parts={parts} />
                      </span>
                    ))}
                  </span>
                ) : null}
              </Stack>
            }
            thumbnailUrl={thumbnailUrl(hit.thumbnail_path)}
            price={hit.priceMinor}
            originalPrice={hit.originalPriceMinor ?? undefined}
            currency={hit.currency}
            badge={hit.category}
            href={coursePagePath(hit.id)}
            linkComponent={RouterLink}
          />
        </li>
      ))}
    </Grid>
  );
}
