import type { Course } from '@academy/contracts';
import { Alert, Button, Card, PlusIcon, PriceTag, Spinner, Table } from '@academy/ui-kit';
import { Link } from 'react-router';
import { appPath } from '../../app/paths/app-paths.ts';
import { actionsColumn } from '../../shared/actions-column.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { thumbnailUrl } from '../../shared/thumbnail-url.ts';
import styles from './AdminCourseTable.module.css';
import common from './admin-courses.module.css';
import { editCoursePath } from './admin-paths.ts';
import { useAdminCoursesQuery } from './adminCoursesApi.ts';
import { DeleteCourseDialog } from './DeleteCourseDialog.tsx';
import { CourseStatusBadge, PublishButton } from './PublishButton.tsx';
import { useDeleteCourse } from './useDeleteCourse.ts';

/** What a course holds, in a few words: '3 modules · 9 items'. */
const contentSummary = ({ content }: Course) => {
  const items = content.documents + content.videos + content.quizzes;
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  return `${plural(content.modules, 'module')} · ${plural(items, 'item')}`;
};

/**
 * Every course for administrators, drafts included: thumbnail, title, status, what it holds and price,
 * with publish / unpublish, edit and delete.
 */
export function AdminCourseTable() {
  const { data: courses = [], isLoading, error } = useAdminCoursesQuery();
  const drafts = courses.filter((course) => !course.published).length;
  const [deleteCourse] = useDeleteCourse();
  return (
    <Card padding="lg">
      <div className={common.sectionHead}>
        <div>
          <h2 className={common.sectionTitle}>Courses</h2>
          {isLoading || error ? null : (
            <p className={styles.counts}>
              {courses.length - drafts} published · {drafts} {drafts === 1 ? 'draft' : 'drafts'}
            </p>
          )}
        </div>
        <ButtonLink to={appPath('/course/create')} size="sm">
          <PlusIcon /> New course
        </ButtonLink>
      </div>
      {isLoading ? (
        <Spinner label="Loading courses" />
      ) : error ? (
        <Alert tone="destructive" title="Failed to load courses. Please try again later." />
      ) : (
        <Table<Course>
          caption="All courses"
          hideCaption
          rows={courses}
          getRowKey={(course) => String(course.id)}
          emptyMessage="No courses yet."
          columns={[
            {
              key: 'thumbnail',
              header: 'Thumbnail',
              cell: (course) => {
                const src = thumbnailUrl(course.thumbnail_path);
                return src ? <img className={styles.tableThumbnail} src={src} alt="" /> : null;
              },
            },
            {
              key: 'title',
              header: 'Title',
              cell: (course) => <Link to={appPath(editCoursePath(course.id))}>{course.title}</Link>,
            },
            { key: 'status', header: 'Status', cell: (course) => <CourseStatusBadge course={course} /> },
            { key: 'content', header: 'Content', cell: contentSummary },
            { key: 'category', header: 'Category', cell: (course) => course.category },
            {
              key: 'price',
              header: 'Price',
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
            actionsColumn((course) => (
              <div className={styles.rowActions}>
                <PublishButton course={course} />
                <ButtonLink
                  to={appPath(editCoursePath(course.id))}
                  aria-label={`Edit ${course.title}`}
                  variant="secondary"
                  size="sm"
                >
                  Edit
                </ButtonLink>
                <DeleteCourseDialog
                  title={course.title}
                  onConfirm={() => void deleteCourse(course.id)}
                  trigger={
                    <Button variant="ghost" size="sm" aria-label={`Delete ${course.title}`}>
                      Delete
                    </Button>
                  }
                />
              </div>
            )),
          ]}
        />
      )}
    </Card>
  );
}
