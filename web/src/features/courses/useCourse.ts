import { useCoursesQuery } from './coursesApi.ts';

/** One course of the catalogue list (the BFF has no single-course read), with the list's loading state. */
export function useCourse(courseId: number | undefined) {
  return useCoursesQuery(undefined, {
    selectFromResult: ({ data, isLoading, isFetching, error }) => ({
      course: data?.find(({ id }) => id === courseId),
      isLoading,
      isFetching,
      error,
    }),
  });
}
