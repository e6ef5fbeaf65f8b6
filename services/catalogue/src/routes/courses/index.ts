import {
  CourseCreateFields,
  CourseIdParams,
  CourseListOrSearchReply,
  CoursePublishedBody,
  CourseReply,
  CourseSearchQuery,
  CourseUpdateBody,
  isCourseSearch,
  MessageReply,
} from '@academy/contracts';
import { type App, notFound } from '@academy/kit';
import { asc, desc } from 'drizzle-orm';
import { Type } from 'typebox';
import { removeCourseFiles } from '../../commands/course-files.ts';
import { createCourse } from '../../commands/create-course.ts';
import { deleteCourse } from '../../commands/delete-course.ts';
import { replaceThumbnail } from '../../commands/replace-thumbnail.ts';
import { updateCourse } from '../../commands/update-course.ts';
import type { CatalogueContext } from '../../context.ts';
import { courses } from '../../db/schema.ts';
import { thumbnailKey } from '../../domain/media-keys.ts';
import { receiveUpload, withUploadedFile } from '../../media/receive-upload.ts';
import { uploadKinds } from '../../media/upload-kinds.ts';
import { toCoursesWithContent, toCourseWithContent } from '../../queries/course-content.ts';
import { searchCourses } from '../../queries/course-search.ts';
import { requireCourse } from '../../queries/courses.ts';
import { adminRoutes } from '../admin.ts';

const ListQuery = Type.Object({
  includeUnpublished: Type.Optional(Type.Boolean()),
  ...CourseSearchQuery.properties,
});

/** Courses: the public list and admin create / edit / thumbnail / delete. */
export const registerCourseRoutes = (app: App, context: CatalogueContext) => {
  const { db, store, guards, mediaUrl } = context;
  const { admin, announced } = adminRoutes(context);
  const courseReply = async (row: typeof courses.$inferSelect, message: string) => ({
    course: await toCourseWithContent(db, row, mediaUrl),
    message,
  });
  // Any change made through this process is in the next list and course screen it serves.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' && reply.statusCode < 300) {
      context.publishedCourses.forget();
      context.courseDetails.forget();
      context.searchLists.forget();
    }
    done(null, payload);
  });

  app.get(
    '/courses',
    {
      config: { access: 'public' },
      schema: { querystring: ListQuery, response: { 200: CourseListOrSearchReply } },
    },
    async (request, reply) => {
      if (isCourseSearch(request.query)) {
        return searchCourses(context, request.query, mediaUrl, context.searchLists);
      }
      if (!request.query.includeUnpublished) {
        return context.publishedCourses.get(request.headers['cache-control'] === 'no-cache');
      }
      await guards.role('ADMIN').call(app, request, reply);
      const rows = await db.select().from(courses).orderBy(desc(courses.featured), asc(courses.id));
      return { courses: await toCoursesWithContent(db, rows, mediaUrl) };
    },
  );

  app.get(
    '/courses/:id',
    { config: { access: 'public' }, schema: { params: CourseIdParams, response: { 200: CourseReply } } },
    async (request) => {
      const course = await requireCourse(db, request.params.id);
      if (!course.published) throw notFound(`Course ${course.id} not found`);
      return courseReply(course, 'Course found');
    },
  );

  app.post(
    '/courses',
    admin({ querystring: CourseCreateFields, response: { 201: CourseReply } }),
    async (request, response) => {
      const upload = await receiveUpload(store, request, uploadKinds.thumbnail, thumbnailKey);
      const course = await announced(
        withUploadedFile(store, upload.key, () =>
          createCourse(context, request.query, upload.key, request.id),
        ),
      );
      return response.status(201).send(await courseReply(course, 'Course created successfully'));
    },
  );

  app.put(
    '/courses/:id',
    admin({ params: CourseIdParams, body: CourseUpdateBody, response: { 200: CourseReply } }),
    async (request) => {
      const course = await announced(updateCourse(context, request.params.id, request.body, request.id));
      return courseReply(course, 'Course updated successfully');
    },
  );

  app.put(
    '/courses/:id/published',
    admin({ params: CourseIdParams, body: CoursePublishedBody, response: { 200: CourseReply } }),
    async (request) => {
      const { published } = request.body;
      const course = await announced(updateCourse(context, request.params.id, { published }, request.id));
      return courseReply(course, published ? 'Course published' : 'Course taken back to draft');
    },
  );

  app.put(
    '/courses/:id/thumbnail',
    admin({ params: CourseIdParams, response: { 200: CourseReply } }),
    async (request) => {
      const existing = await requireCourse(db, request.params.id);
      const upload = await receiveUpload(store, request, uploadKinds.thumbnail, thumbnailKey);
      const input = { courseId: existing.id, thumbnailKey: upload.key };
      const course = await announced(
        withUploadedFile(store, upload.key, () => replaceThumbnail(context, input, request.id)),
      );
      if (existing.thumbnailKey) await store.remove(existing.thumbnailKey).catch(() => undefined);
      return courseReply(course, 'Thumbnail updated successfully');
    },
  );

  app.delete(
    '/courses/:id',
    admin({ params: CourseIdParams, response: { 200: MessageReply } }),
    async (request) => {
      const course = await announced(deleteCourse(db, request.params.id, request.id));
      await removeCourseFiles(store, course).catch((error) =>
        request.log.error({ err: error, courseId: course.id }, 'course files were not all removed'),
      );
      return { message: 'Course deleted successfully' };
    },
  );
};
