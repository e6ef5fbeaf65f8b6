import { useTranslation } from 'react-i18next';
import { withProgressToast } from '../../shared/progress-toast.ts';
import { useDeleteCourseMutation } from './adminCoursesApi.ts';

/** Deletes a course with its modules, content, lectures and files; resolves to whether it is gone. */
export function useDeleteCourse() {
  const { t } = useTranslation();
  const [deleteCourse, { isLoading }] = useDeleteCourseMutation();
  const remove = async (courseId: number): Promise<boolean> => {
    const reply = await withProgressToast(deleteCourse(courseId).unwrap(), {
      loading: t('adminCourses.deleting', { context: 'course' }),
      success: t('adminCourses.deleted', { context: 'course' }),
      error: t('adminCourses.failedToDelete', { context: 'course' }),
    });
    return reply !== undefined;
  };
  return [remove, isLoading] as const;
}
