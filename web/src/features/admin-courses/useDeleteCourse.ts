import { withProgressToast } from '../../shared/progress-toast.ts';
import { useDeleteCourseMutation } from './adminCoursesApi.ts';

/** Deletes a course with its modules, content, lectures and files; resolves to whether it is gone. */
export function useDeleteCourse() {
  const [deleteCourse, { isLoading }] = useDeleteCourseMutation();
  const remove = async (courseId: number): Promise<boolean> => {
    const reply = await withProgressToast(deleteCourse(courseId).unwrap(), {
      loading: 'Deleting the course...',
      success: 'Course deleted',
      error: 'Failed to delete course',
    });
    return reply !== undefined;
  };
  return [remove, isLoading] as const;
}
