import type {
  CompleteContentBody,
  CompleteContentReply,
  CompletionsReply,
  CountsReply,
  CourseProgressReply,
  DashboardReply,
  EnrolBody,
  EnrolmentStatusReply,
  EnrolReply,
  MyCoursesReply,
  QuizAttemptsReply,
  QuizResultsReply,
  QuizSubmitBody,
  QuizSubmitReply,
  RecentActivityReply,
  StudentCertificatesReply,
} from '@academy/contracts';
import type { FastifyRequest } from 'fastify';
import { createServiceClient } from './http.ts';

/** One function per call the BFF makes to the learning service; each forwards the caller's token. */
export const createLearningClient = (baseUrl: string) => {
  const { call } = createServiceClient('learning', baseUrl);
  const post = <T>(path: string, body: unknown, from: FastifyRequest) =>
    call<T>({ method: 'POST', path, json: body, from });
  const get = <T>(path: string, from: FastifyRequest) => call<T>({ path, from });

  return {
    enrol: (body: EnrolBody, from: FastifyRequest) => post<EnrolReply>('/student/enrolled', body, from),
    enrolmentStatus: (userId: string, courseName: string, from: FastifyRequest) =>
      get<EnrolmentStatusReply>(
        `/student/enrollment-status?${new URLSearchParams({ userId, courseName })}`,
        from,
      ),
    myCourses: (from: FastifyRequest) => get<MyCoursesReply>('/usercourses/my-courses', from),

    completeContent: (contentId: number, body: CompleteContentBody, from: FastifyRequest) =>
      post<CompleteContentReply>(`/content/${contentId}/complete`, body, from),
    completions: (courseId: number, from: FastifyRequest) =>
      get<CompletionsReply>(`/courses/${courseId}/completions`, from),

    quizAttempts: (userId: string, quizId: number, from: FastifyRequest) =>
      get<QuizAttemptsReply>(`/userQuiz/attempts/${userId}/${quizId}`, from),
    submitQuiz: (body: QuizSubmitBody, from: FastifyRequest) =>
      post<QuizSubmitReply>('/userQuiz/submit', body, from),
    courseProgress: (userId: string, courseId: number, from: FastifyRequest) =>
      get<CourseProgressReply>(`/userQuiz/course-progress/${userId}/${courseId}`, from),
    quizResults: (from: FastifyRequest) => get<QuizResultsReply>('/userQuiz/results', from),

    counts: (userId: string, from: FastifyRequest) =>
      post<CountsReply>('/student/getCount', { user_id: userId }, from),
    dashboard: (userId: string, from: FastifyRequest) =>
      post<DashboardReply>('/student/dashboard', { user_id: userId }, from),
    certificates: (userId: string, from: FastifyRequest) =>
      post<StudentCertificatesReply>('/student/certificate', { user_id: userId }, from),
    recentActivity: (userId: string, from: FastifyRequest) =>
      get<RecentActivityReply>(`/student/recent-activity?${new URLSearchParams({ user_id: userId })}`, from),
  };
};

export type LearningClient = ReturnType<typeof createLearningClient>;
