import {
  CompleteContentBody,
  CompleteContentReply,
  CompletionParams,
  CompletionsReply,
  CourseCompletionsParams,
} from '@academy/contracts';
import { type App, batchedCall, forbidden, withUser } from '@academy/kit';
import { completeContent, NOT_ENROLLED } from '../../commands/complete-content.ts';
import type { LearningContext } from '../../context.ts';
import { completionsInCourse, isEnrolled } from '../../queries/progress.ts';

export const registerCompletionRoutes = (app: App, { db, relay, guards }: LearningContext) => {
  app.post(
    '/content/:contentId/complete',
    {
      onRequest: guards.user,
      schema: {
        params: CompletionParams,
        body: CompleteContentBody,
        response: { 200: CompleteContentReply },
      },
    },
    withUser(async (request) => {
      const userId = request.user.id;
      const { contentId } = request.params;
      const { courseId, kind = 'document', title } = request.body;
      if (!(await isEnrolled(db, userId, courseId))) throw forbidden(NOT_ENROLLED);
      // One statement, so no transaction of its own.
      const { completion, created } = await completeContent(
        db,
        { userId, courseId, contentId, kind, title: `Completed ${title ?? `a ${kind}`}` },
        request.id,
      );
      if (created) relay.wake();
      return {
        success: true,
        message: created ? 'Marked as complete' : 'Already completed',
        data: { contentId, courseId: completion.courseId, completedAt: completion.completedAt.toISOString() },
      };
    }),
  );

  /** The contents the caller completed in a course. */
  const completions = batchedCall({
    input: CourseCompletionsParams,
    reply: CompletionsReply,
    run: async (user, { courseId }) => {
      const { contentIds } = await completionsInCourse(db)({ userId: user.id, id: courseId });
      return { completedContentIds: contentIds };
    },
  });
  app.get(
    '/courses/:courseId/completions',
    {
      onRequest: guards.user,
      schema: { params: CourseCompletionsParams, response: { 200: CompletionsReply } },
    },
    withUser((request) => completions.run(request.user, request.params, request)),
  );
  return { completions };
};
