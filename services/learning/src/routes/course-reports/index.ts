import { CourseReportParams, CourseReportReply } from '@academy/contracts';
import { type App, notFound } from '@academy/kit';
import type { LearningContext } from '../../context.ts';
import { completionCsv, quizzesCsv, reportFileName } from '../../domain/course-report.ts';
import { courseCompletion, courseQuizzes } from '../../queries/course-report.ts';
import { courseById } from '../../queries/courses.ts';

/**
 * Administrators' report of one course: who is enrolled and how far each got, and how its quizzes went;
 * as JSON for the screen and as CSV files to download (a byte-order mark first, so spreadsheets read UTF-8).
 */
export const registerCourseReportRoutes = (app: App, { db, guards }: LearningContext) => {
  const admin = { onRequest: guards.role('ADMIN') };
  const params = { params: CourseReportParams };

  const completionOf = async (courseId: number) => {
    const found = await courseCompletion(db, courseId);
    if (!found) throw notFound('Course not found');
    return found;
  };

  app.get(
    '/admin/courses/:id/report',
    { ...admin, schema: { ...params, response: { 200: CourseReportReply } } },
    async (request) => {
      const courseId = request.params.id;
      const { title, completion } = await completionOf(courseId);
      return {
        courseId,
        title,
        generatedAt: new Date().toISOString(),
        completion,
        quizzes: await courseQuizzes(db, courseId),
      };
    },
  );

  const csv = (section: 'completion' | 'quizzes', body: (courseId: number) => Promise<string>) =>
    app.get(
      `/admin/courses/:id/report/${section}.csv`,
      { ...admin, schema: { ...params, produces: ['text/csv'] } },
      async (request, reply) => {
        const courseId = request.params.id;
        const text = await body(courseId);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${reportFileName(courseId, section, new Date())}"`,
          )
          .header('cache-control', 'private, no-store')
          .send(`\uFEFF${text}`);
      },
    );

  csv('completion', async (courseId) => completionCsv((await completionOf(courseId)).completion));
  csv('quizzes', async (courseId) => {
    const [course] = await courseById(db).execute({ courseId });
    if (!course || course.deleted) throw notFound('Course not found');
    return quizzesCsv(await courseQuizzes(db, courseId));
  });
};
