import type { Course, CourseDetails, EnrolBody, EnrolReply, MyCoursesReply } from '@academy/contracts';
import { bffApi } from '../../api/bffApi.ts';

/** The tags of course data; the admin screens invalidate them after every change. */
export const catalogueApi = bffApi.enhanceEndpoints({
  addTagTypes: ['Course', 'CourseDetails', 'Enrolment'],
});

export const coursesApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every published course, in the catalogue's order (the page decides what to show). */
    courses: build.query<Course[], void>({
      query: () => 'courses/courses',
      providesTags: (courses = []) => [
        { type: 'Course', id: 'LIST' },
        ...courses.map(({ id }) => ({ type: 'Course' as const, id })),
      ],
    }),
    /** Modules with their documents, videos and quizzes: for enrolled learners and administrators. */
    courseDetails: build.query<CourseDetails, number>({
      query: (courseId) => `courses/${courseId}/details`,
      providesTags: (_details, _error, courseId) => [{ type: 'CourseDetails', id: courseId }],
    }),
    myCourses: build.query<MyCoursesReply, void>({
      query: () => 'usercourses/my-courses',
      providesTags: ['Enrolment'],
    }),
    enrol: build.mutation<EnrolReply, EnrolBody>({
      query: (body) => ({ url: 'student/enrolled', method: 'POST', body }),
      invalidatesTags: (_reply, error, { courseId }) =>
        error ? [] : ['Enrolment', { type: 'CourseDetails', id: courseId }],
    }),
  }),
});

export const { useCoursesQuery, useCourseDetailsQuery, useMyCoursesQuery, useEnrolMutation } = coursesApi;
