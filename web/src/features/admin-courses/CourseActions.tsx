import type { Course } from '@academy/contracts';
import { Button } from '@academy/ui-kit';
import { appPath } from '../../app/paths/app-paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import styles from './AdminCourseTable.module.css';
import { courseReportPath, editCoursePath } from './admin-paths.ts';
import { DeleteCourseDialog } from './DeleteCourseDialog.tsx';
import { PublishButton } from './PublishButton.tsx';

/** What a course holds, in a few words: '3 modules · 9 items'. */
export const contentSummary = ({ content }: Course) => {
  const items = content.documents + content.videos + content.quizzes;
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  return `${plural(content.modules, 'module')} · ${plural(items, 'item')}`;
};

/** A course's publish / unpublish, edit and delete, the same in the table's rows and the phone's cards. */
export function CourseActions({ course, onDelete }: { course: Course; onDelete: (id: number) => void }) {
  return (
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
      <ButtonLink
        to={courseReportPath(course.id)}
        aria-label={`Report of ${course.title}`}
        variant="secondary"
        size="sm"
      >
        Report
      </ButtonLink>
      <DeleteCourseDialog
        title={course.title}
        onConfirm={() => onDelete(course.id)}
        trigger={
          <Button variant="ghost" size="sm" aria-label={`Delete ${course.title}`}>
            Delete
          </Button>
        }
      />
    </div>
  );
}
