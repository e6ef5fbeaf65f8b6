import {
  CountsReply,
  DashboardReply,
  RecentActivityReply,
  StudentBody,
  StudentCertificatesReply,
  StudentQuery,
} from '@academy/contracts';
import { type App, assertSelfOrAdmin, withUser } from '@academy/kit';
import type { TSchema } from 'typebox';
import type { LearningContext } from '../../context.ts';
import { enrolledCourses, studentCounts } from '../../queries/progress.ts';
import { earnedCertificates, recentActivity } from '../../queries/student-records.ts';

/** The student dashboard: counts, courses with progress, earned certificates, recent activity. */
export const registerStudentRoutes = (app: App, { db, guards }: LearningContext) => {
  /** The dashboard's POST panels: the learner is named in the body. */
  const panel = <R extends TSchema>(reply: R) => ({
    onRequest: guards.user,
    schema: { body: StudentBody, response: { 200: reply } },
  });

  app.post(
    '/student/getCount',
    panel(CountsReply),
    withUser(async (request) => {
      assertSelfOrAdmin(request.user, request.body.user_id);
      return { success: true, counts: await studentCounts(db, request.body.user_id) };
    }),
  );

  app.post(
    '/student/dashboard',
    panel(DashboardReply),
    withUser(async (request) => {
      const userId = request.body.user_id;
      assertSelfOrAdmin(request.user, userId);
      const counts = await studentCounts(db, userId);
      return { success: true, data: { counts, courses: await enrolledCourses(db, userId) } };
    }),
  );

  app.post(
    '/student/certificate',
    panel(StudentCertificatesReply),
    withUser(async (request) => {
      const userId = request.body.user_id;
      assertSelfOrAdmin(request.user, userId);
      const data = await earnedCertificates(db, userId);
      return {
        success: true,
        message: data.length > 0 ? 'Certificates found' : 'No Certificate Obtained',
        data,
      };
    }),
  );

  app.get(
    '/student/recent-activity',
    {
      onRequest: guards.user,
      schema: { querystring: StudentQuery, response: { 200: RecentActivityReply } },
    },
    withUser(async (request) => {
      const userId = request.query.user_id;
      assertSelfOrAdmin(request.user, userId);
      return { success: true, activities: await recentActivity(db, userId) };
    }),
  );
};
