import type { CourseSearchQuery, CourseSearchReply } from '@academy/contracts';
import { catalogueApi } from '../courses/coursesApi.ts';

export const courseSearchApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the published courses matching a search, filters and sort. */
    searchCourses: build.query<CourseSearchReply, CourseSearchQuery>({
      query: (params) => ({ url: 'course', params }),
      providesTags: (reply) => [
        { type: 'Course', id: 'LIST' },
        ...(reply?.courses ?? []).map(({ id }) => ({ type: 'Course' as const, id })),
      ],
    }),
  }),
});

export const { useSearchCoursesQuery } = courseSearchApi;
