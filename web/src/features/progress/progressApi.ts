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
/** The student summaries: the BFF takes the learner's id as `user_id` in a POSTed body. */
const studentSummary = (url: string) => ({
  query: (userId: string) => ({ url, method: 'POST', body: { user_id: userId } }),
  providesTags: ['StudentProgress' as const],
});

export const progressApi = learningApiBase.injectEndpoints({
  endpoints: (build) => ({
    courseProgress: build.query<CourseProgressReply, { userId: string; courseId: number }>({
      query: ({ userId, courseId }) => `userQuiz/course-progress/${userId}/${courseId}`,
      providesTags: (_reply, _error, { courseId }) => [{ type: 'CourseProgress', id: courseId }],
    }),
    studentCounts: build.query<CountsReply, string>(studentSummary('student/getCount')),
    studentDashboard: build.query<DashboardReply, string>(studentSummary('student/dashboard')),
    studentCertificates: build.query<StudentCertificatesReply, string>(studentSummary('student/certificate')),
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
