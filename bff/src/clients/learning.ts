import type * as http from '@academy/contracts/http';
import type { FastifyRequest } from 'fastify';
import { createBatchedCalls } from './batched-calls.ts';
import { createServiceClient } from './http.ts';

/** One function per call the BFF makes to the learning service; each forwards the caller's token. */
export const createLearningClient = (baseUrl: string) => {
  const client = createServiceClient('learning', baseUrl);
  const { get, json, relay, download } = client;
  // The same calls go out together under a rush (the learning service's batched calls, named as there).
  const batched = createBatchedCalls(client);
  // The reads that open a course and the calls of a running exam are passed on as the service's bytes.
  const relayGet = <T>(path: string, from: FastifyRequest) => relay<T>({ path, from });
  const relayJson = <T>(method: 'POST' | 'PUT', path: string, from: FastifyRequest, body?: unknown) =>
    relay<T>({ method, path, from, json: body });

  return {
    enrol: (body: http.EnrolBody, from: FastifyRequest) =>
      json<http.EnrolReply>('POST', '/student/enrolled', from, body),
    enrolmentStatus: (userId: string, courseName: string, from: FastifyRequest) =>
      get<http.EnrolmentStatusReply>(
        `/student/enrollment-status?${new URLSearchParams({ userId, courseName })}`,
        from,
      ),
    myCourses: (from: FastifyRequest) => relayGet<http.MyCoursesReply>('/usercourses/my-courses', from),

    completeContent: (contentId: number, body: http.CompleteContentBody, from: FastifyRequest) =>
      json<http.CompleteContentReply>('POST', `/content/${contentId}/complete`, from, body),
    completions: (courseId: number, from: FastifyRequest) =>
      batched('completions', { courseId }, from, () =>
        relayGet<http.CompletionsReply>(`/courses/${courseId}/completions`, from),
      ),

    quizAttempts: (userId: string, quizId: number, from: FastifyRequest) =>
      batched('quizAttempts', { userId, contentId: quizId }, from, () =>
        relayGet<http.QuizAttemptsReply>(`/userQuiz/attempts/${userId}/${quizId}`, from),
      ),
    submitQuiz: (body: http.QuizSubmitBody, from: FastifyRequest) =>
      json<http.QuizSubmitReply>('POST', '/userQuiz/submit', from, body),
    courseProgress: (userId: string, courseId: number, from: FastifyRequest) =>
      batched('courseProgress', { userId, courseId }, from, () =>
        relayGet<http.CourseProgressReply>(`/userQuiz/course-progress/${userId}/${courseId}`, from),
      ),
    quizResults: (from: FastifyRequest) => get<http.QuizResultsReply>('/userQuiz/results', from),

    clock: (from: FastifyRequest) => get<http.ClockReply>('/userQuiz/clock', from),
    quizAttemptState: (quizId: number, from: FastifyRequest) =>
      get<http.QuizAttemptStateReply>(`/userQuiz/quizzes/${quizId}/attempt`, from),
    startAttempt: (quizId: number, from: FastifyRequest) =>
      batched('startQuizAttempt', { contentId: quizId }, from, () =>
        relayJson<http.OpenAttemptReply>('POST', `/userQuiz/quizzes/${quizId}/attempt`, from),
      ),
    saveAnswers: (attemptId: string, body: http.SaveAnswersBody, from: FastifyRequest) =>
      batched('saveAttemptAnswers', { attemptId, ...body }, from, () =>
        relayJson<http.SaveAnswersReply>('PUT', `/userQuiz/exam-attempts/${attemptId}/answers`, from, body),
      ),
    submitAttempt: (attemptId: string, from: FastifyRequest) =>
      batched('submitRunningAttempt', { attemptId }, from, () =>
        relayJson<http.SubmitAttemptReply>('POST', `/userQuiz/exam-attempts/${attemptId}/submit`, from),
      ),
    attemptReview: (attemptId: string, from: FastifyRequest) =>
      get<http.AttemptReviewReply>(`/userQuiz/exam-attempts/${attemptId}/review`, from),

    runningAttempts: (quizId: number, from: FastifyRequest) =>
      get<http.RunningAttemptsReply>(`/admin/quizzes/${quizId}/running-attempts`, from),
    extendAttempt: (quizId: number, attemptId: string, body: http.ExtendAttemptBody, from: FastifyRequest) =>
      json<http.ExtendAttemptReply>(
        'POST',
        `/admin/quizzes/${quizId}/running-attempts/${attemptId}/extend`,
        from,
        body,
      ),
    endAttempt: (quizId: number, attemptId: string, body: http.EndAttemptBody, from: FastifyRequest) =>
      json<http.EndAttemptReply>(
        'POST',
        `/admin/quizzes/${quizId}/running-attempts/${attemptId}/end`,
        from,
        body,
      ),

    courseReport: (courseId: number, from: FastifyRequest) =>
      get<http.CourseReportReply>(`/admin/courses/${courseId}/report`, from),
    courseReportCsv: (courseId: number, section: 'completion' | 'quizzes', from: FastifyRequest) =>
      download({ path: `/admin/courses/${courseId}/report/${section}.csv`, from }),

    counts: (userId: string, from: FastifyRequest) =>
      json<http.CountsReply>('POST', '/student/getCount', from, { user_id: userId }),
    dashboard: (userId: string, from: FastifyRequest) =>
      json<http.DashboardReply>('POST', '/student/dashboard', from, { user_id: userId }),
    certificates: (userId: string, from: FastifyRequest) =>
      json<http.StudentCertificatesReply>('POST', '/student/certificate', from, { user_id: userId }),
    recentActivity: (userId: string, from: FastifyRequest) =>
      get<http.RecentActivityReply>(
        `/student/recent-activity?${new URLSearchParams({ user_id: userId })}`,
        from,
      ),
  };
};

export type LearningClient = ReturnType<typeof createLearningClient>;
