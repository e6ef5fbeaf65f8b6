import type { CourseReportReply } from '@academy/contracts';
import { bffApi } from '../../api/bffApi.ts';

export type ReportSection = 'completion' | 'quizzes';

/** Where a section of a course's report downloads as CSV (the browser sends the session cookie). */
export const reportCsvUrl = (courseId: number, section: ReportSection) =>
  `/api/v1/admin/courses/${courseId}/report/${section}.csv`;

/** Administrators: one course's completion and quiz report, read afresh whenever the screen opens. */
export const courseReportApi = bffApi.injectEndpoints({
  endpoints: (build) => ({
    courseReport: build.query<CourseReportReply, number>({
      query: (courseId) => `admin/courses/${courseId}/report`,
    }),
  }),
});

export const { useCourseReportQuery } = courseReportApi;
