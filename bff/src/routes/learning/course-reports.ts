import * as http from '@academy/contracts/http';
import type { LearningClient } from '../../clients/learning.ts';
import type { RouteTable } from '../route-table.ts';

/**
 * Administrators' report of a course from the learning service: JSON for the screen, and its two
 * sections as CSV files passed on as they stream in (the service's type and file name kept).
 */
export const registerCourseReportRoutes = (admin: RouteTable, learning: LearningClient) => {
  admin.get(
    '/admin/courses/:id/report',
    { params: http.CourseReportParams, reply: http.CourseReportReply },
    (request) => learning.courseReport(request.params.id, request),
  );
  for (const section of ['completion', 'quizzes'] as const) {
    admin.file(
      `/admin/courses/:id/report/${section}.csv`,
      { params: http.CourseReportParams, produces: 'text/csv' },
      (request) => learning.courseReportCsv(request.params.id, section, request),
    );
  }
};
