import { useAppSelector } from '../../app/store.ts';
import { withProgressToast } from '../../shared/progress-toast.ts';
import { toast } from '../../shared/toast.ts';
import { useEnrolMutation, useMyCoursesQuery } from './coursesApi.ts';

/** Whether the logged-in user is enrolled in a course, and a way to enrol (with progress toasts). */
export function useEnrolment(courseId: number | undefined) {
  const user = useAppSelector(({ auth }) => auth.user);
  const myCourses = useMyCoursesQuery(undefined, { skip: !user });
  const [enrolMutation, { isLoading: isEnrolling }] = useEnrolMutation();
  const isEnrolled = myCourses.data?.courses.some(({ course_id }) => course_id === courseId) ?? false;

  /** Resolves to whether the user is now enrolled. */
  const enrol = async (): Promise<boolean> => {
    if (courseId === undefined) return false;
    if (!user) {
      toast.error('User data not found');
      return false;
    }
    const reply = await withProgressToast(enrolMutation({ user_id: user.id, courseId }).unwrap(), {
      loading: 'Enrolling...',
      success: 'You are enrolled!',
      error: 'Enrollment failed',
    });
    return reply !== undefined;
  };

  return {
    isLoggedIn: user !== null,
    isAdmin: user?.role === 'ADMIN',
    isChecking: myCourses.isLoading,
    isEnrolled,
    isEnrolling,
    enrol,
  };
}
