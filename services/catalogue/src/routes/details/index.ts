import { CourseDetails, CourseIdDetailsParams } from '@academy/contracts';
import { type App, withUser } from '@academy/kit';
import type { CatalogueContext } from '../../context.ts';
import { withoutTimedQuestions } from '../../queries/content-view.ts';

/**
 * A course's learning content as the course screen shows it; quizzes come without answers, and a timed
 * quiz without its questions unless an administrator asks (a learner gets them from the started attempt).
 */
export const registerDetailsRoutes = (app: App, context: CatalogueContext) => {
  const { guards, courseDetails, courseAccess } = context;

  app.get(
    '/courses/:courseId/details',
    { onRequest: guards.user, schema: { params: CourseIdDetailsParams, response: { 200: CourseDetails } } },
    withUser(async (request) => {
      // `no-cache`: from the database, for a caller that keeps the reply (the BFF) and must not keep a
      // copy this replica has not yet forgotten after a change.
      const fresh = request.headers['cache-control'] === 'no-cache';
      const details = await courseDetails.get(request.params.courseId, fresh);
      await courseAccess.assert(request.user, details.courseId, fresh);
      return request.user.role === 'ADMIN' ? details : withoutTimedQuestions(details);
    }),
  );
};
