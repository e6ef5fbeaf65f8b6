import type { Course } from '@academy/contracts';
import { Button, Group } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths/paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { i18n } from '../../shared/i18n/i18n.ts';
import { DeleteCourseDialog } from './DeleteCourseDialog.tsx';
import { PublishButton } from './PublishButton.tsx';

/** What a course holds, in a few words: '3 modules · 9 items'. */
export const contentSummary = ({ content }: Course) => {
  const items = content.documents + content.videos + content.quizzes;
  const modules = i18n.t('adminCourses.moduleCount', { count: content.modules });
  return `${modules} · ${i18n.t('adminCourses.itemCount', { count: items })}`;
};

/** A course's publish / unpublish, edit and delete, the same in the table's rows and the phone's cards. */
export function CourseActions({ course, onDelete }: { course: Course; onDelete: (id: number) => void }) {
  const { t } = useTranslation();
  const title = course.title;
  return (
    <Group align="stretch" justify="end">
      <PublishButton course={course} />
      <ButtonLink
        to={paths.editCourseOf(course.id)}
        aria-label={t('adminCourses.editNamed', { title })}
        variant="secondary"
        size="sm"
      >
        {t('adminCourses.edit')}
      </ButtonLink>
      <ButtonLink
        to={paths.courseReportOf(course.id)}
        aria-label={t('adminCourses.reportOf', { title })}
        variant="secondary"
        size="sm"
      >
        {t('adminCourses.report')}
      </ButtonLink>
      <DeleteCourseDialog
        title={course.title}
        onConfirm={() => onDelete(course.id)}
        trigger={
          <Button variant="ghost" size="sm" aria-label={t('adminCourses.deleteCourseNamed', { title })}>
            {t('adminCourses.delete')}
          </Button>
        }
      />
    </Group>
  );
}
