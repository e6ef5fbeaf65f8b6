import {
  CountsReply,
  certificateDownloadUrl,
  DashboardReply,
  RecentActivityReply,
  StudentBody,
  StudentCertificatesReply,
  StudentQuery,
} from '@academy/contracts';
import { type App, assertSelfOrAdmin } from '@academy/kit';
import { asc, desc, eq } from 'drizzle-orm';
import type { LearningContext } from '../../context.ts';
import { activities, certificates, courses } from '../../db/schema.ts';
import { enrolledCourses, studentCounts } from '../../queries/progress.ts';

const RECENT_ACTIVITY_LIMIT = 20;

/** The student dashboard: counts, courses with progress, earned certificates, recent activity. */
export const registerStudentRoutes = (app: App, { db, guards }: LearningContext) => {
  app.post(
    '/student/getCount',
    { preHandler: guards.user, schema: { body: StudentBody, response: { 200: CountsReply } } },
    async (request) => {
      assertSelfOrAdmin(request.user, request.body.user_id);
      return { success: true, counts: await studentCounts(db, request.body.user_id) };
    },
  );

  app.post(
    '/student/dashboard',
    { preHandler: guards.user, schema: { body: StudentBody, response: { 200: DashboardReply } } },
    async (request) => {
      const userId = request.body.user_id;
      assertSelfOrAdmin(request.user, userId);
      const counts = await studentCounts(db, userId);
      return { success: true, data: { counts, courses: await enrolledCourses(db, userId) } };
    },
  );

  app.post(
    '/student/certificate',
    { preHandler: guards.user, schema: { body: StudentBody, response: { 200: StudentCertificatesReply } } },
    async (request) => {
      const userId = request.body.user_id;
      assertSelfOrAdmin(request.user, userId);
      const rows = await db
        .select({ certificate: certificates, courseTitle: courses.title })
        .from(certificates)
        .leftJoin(courses, eq(courses.id, certificates.courseId))
        .where(eq(certificates.userId, userId))
        .orderBy(asc(certificates.issuedAt));
      return {
        success: true,
        message: rows.length > 0 ? 'Certificates found' : 'No Ceritificate Obtained',
        data: rows.map(({ certificate, courseTitle }) => ({
          courseId: certificate.courseId,
          courseTitle: courseTitle ?? `Course ${certificate.courseId}`,
          certificateNumber: certificate.certificateNumber,
          issuedAt: certificate.issuedAt.toISOString(),
          expiresAt: certificate.expiresAt.toISOString(),
          certificateUrl: certificateDownloadUrl(certificate.certificateNumber),
        })),
      };
    },
  );

  app.get(
    '/student/recent-activity',
    {
      preHandler: guards.user,
      schema: { querystring: StudentQuery, response: { 200: RecentActivityReply } },
    },
    async (request) => {
      const userId = request.query.user_id;
      assertSelfOrAdmin(request.user, userId);
      const rows = await db
        .select()
        .from(activities)
        .where(eq(activities.userId, userId))
        .orderBy(desc(activities.occurredAt), desc(activities.id))
        .limit(RECENT_ACTIVITY_LIMIT);
      return {
        success: true,
        activities: rows.map((a) => ({
          type: a.type,
          title: a.title,
          courseId: a.courseId,
          occurredAt: a.occurredAt.toISOString(),
        })),
      };
    },
  );
};
