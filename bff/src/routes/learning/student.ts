import * as http from '@academy/contracts/http';
import type { LearningClient } from '../../clients/learning.ts';
import type { RouteTable } from '../route-table.ts';

/** The student dashboard: counts, courses with progress, earned certificates, recent activity. */
export const registerStudentRoutes = (signedIn: RouteTable, learning: LearningClient) => {
  const body = http.StudentBody;

  signedIn.post('/student/getCount', { body, reply: http.CountsReply }, (request) =>
    learning.counts(request.body.user_id, request),
  );
  signedIn.post('/student/dashboard', { body, reply: http.DashboardReply }, (request) =>
    learning.dashboard(request.body.user_id, request),
  );
  signedIn.post('/student/certificate', { body, reply: http.StudentCertificatesReply }, (request) =>
    learning.certificates(request.body.user_id, request),
  );
  signedIn.get(
    '/student/recent-activity',
    { querystring: http.StudentQuery, reply: http.RecentActivityReply },
    (request) => learning.recentActivity(request.query.user_id, request),
  );
};
