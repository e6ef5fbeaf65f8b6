import { useAdminCoursesQuery } from './adminCoursesApi.ts';

/** One course of the administrators' list, drafts included, with the list's loading state. */
export function useAdminCourse(courseId: number) {
  return useAdminCoursesQuery(undefined, {
    selectFromResult: ({ data, isLoading, isFetching }) => ({
      course: data?.find(({ id }) => id === courseId),
      isLoading,
      isFetching,
    }),
  });
}
