import type { Course } from '@academy/contracts';
import { Card, Group, PriceTag, Stack } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths/paths.ts';
import factStyles from '../../shared/facts.module.css';
import { thumbnailUrl } from '../../shared/thumbnail-url.ts';
import styles from './AdminCourseTable.module.css';
import { CourseActions, contentSummary } from './CourseActions.tsx';
import { CourseStatusBadge } from './PublishButton.tsx';

/** One course of the course table on a small screen, in place of a table row wider than the phone. */
export function AdminCourseCard({ course, onDelete }: { course: Course; onDelete: (id: number) => void }) {
  const { t } = useTranslation();
  const src = thumbnailUrl(course.thumbnail_path);
  return (
    <Card padding="md">
      <Stack gap="3">
        <Group gap="3" wrap={false}>
          {src ? <img className={styles.tableThumbnail} src={src} alt="" /> : null}
          <Link to={paths.editCourseOf(course.id)} className={styles.cardTitle}>
            {course.title}
          </Link>
        </Group>
        <Stack as="dl" gap="1" className={`${factStyles.rows} ${factStyles.small} ${styles.cardFacts}`}>
          <div>
            <dt>{t('adminCourses.status')}</dt>
            <dd>
              <CourseStatusBadge course={course} />
            </dd>
          </div>
          <div>
            <dt>{t('adminCourses.content')}</dt>
            <dd>{contentSummary(course)}</dd>
          </div>
          <div>
            <dt>{t('adminCourses.category')}</dt>
            <dd>{course.category}</dd>
          </div>
          <div>
            <dt>{t('adminCourses.price')}</dt>
            <dd>
              <PriceTag
                amount={course.priceMinor}
                originalAmount={course.originalPriceMinor ?? undefined}
                currency={course.currency}
                size="sm"
              />
            </dd>
          </div>
        </Stack>
        <CourseActions course={course} onDelete={onDelete} />
      </Stack>
    </Card>
  );
}
