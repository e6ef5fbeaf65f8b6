import {
  EnrolBody,
  EnrolmentStatusQuery,
  EnrolmentStatusReply,
  EnrolReply,
  MyCoursesReply,
} from '@academy/contracts';
import { type App, assertSelfOrAdmin, badRequest, HttpError, notFound, withUser } from '@academy/kit';
import { enrol } from '../../commands/enrol.ts';
import type { LearningContext } from '../../context.ts';
import { directEnrolmentSource } from '../../domain/enrolment-access.ts';
import { resolveCourse } from '../../queries/courses.ts';
import { enrolledCourses, isEnrolled } from '../../queries/progress.ts';
import { isSubscribed } from '../../queries/subscriptions.ts';

export const registerEnrolmentRoutes = (app: App, { db, relay, guards, myCourses }: LearningContext) => {
  app.post(
    '/student/enrolled',
    { onRequest: guards.user, schema: { body: EnrolBody, response: { 200: EnrolReply } } },
    withUser(async (request) => {
      const { user_id: userId, cname, courseId } = request.body;
      assertSelfOrAdmin(request.user, userId);
      const reference = courseId ?? cname;
      if (reference === undefined) throw badRequest('cname or courseId is required');
      const course = await resolveCourse(db, reference);
      if (!course) throw notFound('Course not found');
      const source = directEnrolmentSource(course, request.user.role, await isSubscribed(db, userId));
      if (!source) throw new HttpError(402, 'Buy this course to enrol', 'PAYMENT_REQUIRED');
      const { enrolment, created } = await enrol(db, { userId, course, source }, request.id);
      if (created) {
        myCourses.forget(userId);
        relay.wake();
      }
      return {
        success: true,
        message: created ? 'Enrolled successfully' : 'Already enrolled',
        data: {
          userId,
          courseId: course.id,
          title: course.title,
          enrolledAt: enrolment.enrolledAt.toISOString(),
        },
      };
    }),
  );

  app.get(
    '/student/enrollment-status',
    {
      onRequest: guards.user,
      schema: { querystring: EnrolmentStatusQuery, response: { 200: EnrolmentStatusReply } },
    },
    withUser(async (request) => {
      const { userId, courseName } = request.query;
      assertSelfOrAdmin(request.user, userId);
      const course = await resolveCourse(db, courseName);
      return { isEnrolled: course ? await isEnrolled(db, userId, course.id) : false };
    }),
  );

  app.get(
    '/usercourses/my-courses',
    { onRequest: guards.user, schema: { response: { 200: MyCoursesReply } } },
    withUser(async (request) => {
      const userId = request.user.id;
      return { courses: await myCourses.get(userId, () => enrolledCourses(db, userId)) };
    }),
  );
};
