import type {
  CountsReply,
  CourseProgressReply,
  DashboardReply,
  RecentActivityReply,
  StudentCertificatesReply,
} from '@academy/contracts';
import { learningApiBase } from '../../api/learning-api-base.ts';

/**
 * A learner's progress: per course (quizzes) and across courses (dashboard numbers and activity). The
 * enrolled courses themselves come from `coursesApi.myCourses`.
 */
export const progressApi = learningApiBase.injectEndpoints({
  endpoints: (build) => ({
    courseProgress: build.query<CourseProgressReply, { userId: string; courseId: number }>({
      query: ({ userId, courseId }) => `userQuiz/course-progress/${userId}/${courseId}`,
      providesTags: (_reply, _error, { courseId }) => [{ type: 'CourseProgress', id: courseId }],
    }),
    studentCounts: build.query<CountsReply, string>({
      query: (userId) => ({ url: 'student/getCount', method: 'POST', body: { user_id: userId } }),
      providesTags: ['StudentProgress'],
    }),
    studentDashboard: build.query<DashboardReply, string>({
      query: (userId) => ({ url: 'student/dashboard', method: 'POST', body: { user_id: userId } }),
      providesTags: ['StudentProgress'],
    }),
    studentCertificates: build.query<StudentCertificatesReply, string>({
      query: (userId) => ({ url: 'student/certificate', method: 'POST', body: { user_id: userId } }),
      providesTags: ['StudentProgress'],
    }),
    recentActivity: build.query<RecentActivityReply, string>({
      query: (userId) => ({ url: 'student/recent-activity', params: { user_id: userId } }),
      providesTags: ['StudentProgress'],
    }),
  }),
});

export const {
  useCourseProgressQuery,
  useStudentCountsQuery,
  useStudentDashboardQuery,
  useStudentCertificatesQuery,
  useRecentActivityQuery,
} = progressApi;
