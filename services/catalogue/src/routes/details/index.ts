import { CourseDetails, CourseIdDetailsParams } from '@academy/contracts';
import type { App } from '@academy/kit';
import { asc, eq } from 'drizzle-orm';
import type { CatalogueContext } from '../../context.ts';
import { contentItems, modules } from '../../db/schema.ts';
import { toDocument, toLearnerQuiz, toVideo } from '../../queries/content-view.ts';
import { assertCourseAccess } from '../../queries/course-access.ts';
import { requireCourse } from '../../queries/courses.ts';
import { loadQuestions } from '../../queries/quizzes.ts';

/** A course's learning content as the course screen shows it; quizzes come without answers. */
export const registerDetailsRoutes = (app: App, context: CatalogueContext) => {
  const { db, guards, mediaUrl } = context;

  app.get(
    '/courses/:courseId/details',
    { preHandler: guards.user, schema: { params: CourseIdDetailsParams, response: { 200: CourseDetails } } },
    async (request) => {
      const course = await requireCourse(db, request.params.courseId);
      await assertCourseAccess(db, request.user, course.id);
      const moduleRows = await db
        .select()
        .from(modules)
        .where(eq(modules.courseId, course.id))
        .orderBy(asc(modules.position), asc(modules.id));
      const items = await db
        .select()
        .from(contentItems)
        .where(eq(contentItems.courseId, course.id))
        .orderBy(asc(contentItems.position), asc(contentItems.id));
      const quizQuestions = await loadQuestions(
        db,
        items.filter((item) => item.kind === 'quiz').map((item) => item.id),
      );
      return {
        courseId: course.id,
        title: course.title,
        modules: moduleRows.map((module) => {
          const own = items.filter((item) => item.moduleId === module.id);
          const ofKind = (kind: string) => own.filter((item) => item.kind === kind);
          return {
            id: module.id,
            title: module.title,
            position: module.position,
            documents: ofKind('document').map((item) => toDocument(item, mediaUrl)),
            videos: ofKind('video').map((item) => toVideo(item, mediaUrl)),
            quizzes: ofKind('quiz').map((item) => toLearnerQuiz(item, quizQuestions.get(item.id) ?? [])),
          };
        }),
      };
    },
  );
};
