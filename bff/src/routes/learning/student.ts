import {
  CountsReply,
  DashboardReply,
  RecentActivityReply,
  StudentBody,
  StudentCertificatesReply,
  StudentQuery,
} from '@academy/contracts';
import type { App } from '@academy/kit';
import type { LearningClient } from '../../clients/learning.ts';
import type { BffContext } from '../../context.ts';

const tags = ['learning'];

/** The student dashboard: counts, courses with progress, earned certificates, recent activity. */
export const registerStudentRoutes = (api: App, { guards }: BffContext, learning: LearningClient) => {
  const signedIn = { preHandler: guards.user };
  const userIdOf = (request: { body: StudentBody }) => request.body.user_id;

  api.post(
    '/student/getCount',
    { ...signedIn, schema: { tags, body: StudentBody, response: { 200: CountsReply } } },
    (request) => learning.counts(userIdOf(request), request),
  );

  api.post(
    '/student/dashboard',
    { ...signedIn, schema: { tags, body: StudentBody, response: { 200: DashboardReply } } },
    (request) => learning.dashboard(userIdOf(request), request),
  );

  api.post(
    '/student/certificate',
    { ...signedIn, schema: { tags, body: StudentBody, response: { 200: StudentCertificatesReply } } },
    (request) => learning.certificates(userIdOf(request), request),
  );

  api.get(
    '/student/recent-activity',
    { ...signedIn, schema: { tags, querystring: StudentQuery, response: { 200: RecentActivityReply } } },
    (request) => learning.recentActivity(request.query.user_id, request),
  );
};
