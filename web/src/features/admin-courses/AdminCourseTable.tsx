import type { Course } from '@academy/contracts';
import { Alert, Card, Group, PlusIcon, PriceTag, Spinner, Table } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths/paths.ts';
import { actionsColumn } from '../../shared/actions-column.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import textStyles from '../../shared/text.module.css';
import { thumbnailUrl } from '../../shared/thumbnail-url.ts';
import { AdminCourseCard } from './AdminCourseCard.tsx';
import styles from './AdminCourseTable.module.css';
import common from './admin-courses.module.css';
import { useAdminCoursesQuery } from './adminCoursesApi.ts';
import { CourseActions, contentSummary } from './CourseActions.tsx';
import { CourseStatusBadge } from './PublishButton.tsx';
import { useDeleteCourse } from './useDeleteCourse.ts';

/**
 * Every course for administrators, drafts included: thumbnail, title, status, what it holds and price,
 * with publish / unpublish, edit and delete; a table on wide screens, cards on a phone.
 */
export function AdminCourseTable() {
  const { t } = useTranslation();
  const { data: courses = [], isLoading, error } = useAdminCoursesQuery();
  const drafts = courses.filter((course) => !course.published).length;
  const [deleteCourse] = useDeleteCourse();
  const remove = (id: number) => void deleteCourse(id);
  return (
    <Card padding="lg">
      <Group gap="3" justify="between" className={common.sectionHead}>
        <div>
          <h2 className={textStyles.titleLg}>{t('adminCourses.courses')}</h2>
          {isLoading || error ? null : (
            <p className={textStyles.mutedBelow}>
              {t('adminCourses.publishedAndDrafts', { published: courses.length - drafts, count: drafts })}
            </p>
          )}
        </div>
        <ButtonLink to={paths.createCourse} size="sm">
          <PlusIcon /> {t('adminCourses.newCourse')}
        </ButtonLink>
      </Group>
      {isLoading ? (
        <Spinner label={t('adminCourses.loadingCourses')} />
      ) : error ? (
        <Alert tone="destructive" title={t('adminCourses.failedToLoadCourses')} />
      ) : (
        <Table<Course>
          caption={t('adminCourses.allCourses')}
          hideCaption
          rows={courses}
          getRowKey={(course) => String(course.id)}
          emptyMessage={t('adminCourses.noCoursesYet')}
          card={(course) => <AdminCourseCard course={course} onDelete={remove} />}
          columns={[
            {
              key: 'thumbnail',
              header: t('adminCourses.thumbnail'),
              cell: (course) => {
                const src = thumbnailUrl(course.thumbnail_path);
                return src ? <img className={styles.tableThumbnail} src={src} alt="" /> : null;
              },
            },
            {
              key: 'title',
              header: t('adminCourses.title'),
              cell: (course) => <Link to={paths.editCourseOf(course.id)}>{course.title}</Link>,
            },
            {
              key: 'status',
              header: t('adminCourses.status'),
              cell: (course) => <CourseStatusBadge course={course} />,
            },
            { key: 'content', header: t('adminCourses.content'), cell: contentSummary },
            { key: 'category', header: t('adminCourses.category'), cell: (course) => course.category },
            {
              key: 'price',
              header: t('adminCourses.price'),
              align: 'end',
              cell: (course) => (
                <PriceTag
                  amount={course.priceMinor}
                  originalAmount={course.originalPriceMinor ?? undefined}
                  currency={course.currency}
                  size="sm"
                />
              ),
            },
            actionsColumn((course) => <CourseActions course={course} onDelete={remove} />),
          ]}
        />
      )}
    </Card>
  );
}
