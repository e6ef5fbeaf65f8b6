import {
  CourseCreateFields,
  CourseIdParams,
  CourseListReply,
  CourseReply,
  CourseUpdateBody,
  catalogue,
  MessageReply,
} from '@academy/contracts';
import { type App, enqueueEvent, notFound } from '@academy/kit';
import { asc, desc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { CatalogueContext } from '../../context.ts';
import { enqueueCourseState, quizIdsOf } from '../../courses/course-events.ts';
import { removeCourseFiles } from '../../courses/course-files.ts';
import { toCourse } from '../../courses/course-view.ts';
import { enqueueQuizDeleted } from '../../courses/quiz-events.ts';
import { contentItems, courses } from '../../db/schema.ts';
import { thumbnailKey } from '../../domain/media-keys.ts';
import { receiveUpload, withUploadedFile } from '../../media/receive-upload.ts';
import { uploadKinds } from '../../media/upload-kinds.ts';

const ListQuery = Type.Object({ includeUnpublished: Type.Optional(Type.Boolean()) });

/** Courses: the public list and admin create / edit / thumbnail / delete. */
export const registerCourseRoutes = (app: App, context: CatalogueContext) => {
  const { db, store, guards, mediaUrl } = context;

  const findCourse = async (id: number) => {
    const [course] = await db.select().from(courses).where(eq(courses.id, id));
    if (!course) throw notFound(`Course ${id} not found`);
    return course;
  };

  app.get(
    '/courses',
    { schema: { querystring: ListQuery, response: { 200: CourseListReply } } },
    async (request, reply) => {
      if (request.query.includeUnpublished) {
        await guards.role('ADMIN').call(app, request, reply);
      }
      const rows = await db
        .select()
        .from(courses)
        .where(request.query.includeUnpublished ? undefined : eq(courses.published, true))
        .orderBy(desc(courses.featured), asc(courses.id));
      return { courses: rows.map((row) => toCourse(row, mediaUrl)) };
    },
  );

  app.get('/courses/:id', { schema: { params: CourseIdParams } }, async (request) => {
    const course = await findCourse(request.params.id);
    if (!course.published) throw notFound(`Course ${course.id} not found`);
    return { course: toCourse(course, mediaUrl), message: 'Course found' };
  });

  app.post(
    '/courses',
    {
      preHandler: guards.role('ADMIN'),
      schema: { querystring: CourseCreateFields, response: { 201: CourseReply } },
    },
    async (request, reply) => {
      const upload = await receiveUpload(store, request, uploadKinds.thumbnail, thumbnailKey);
      const course = await withUploadedFile(store, upload.key, () =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(courses)
            .values({ ...request.query, thumbnailKey: upload.key })
            .returning();
          if (!row) throw new Error('insert returned no course');
          if (row.published) {
            await enqueueCourseState(tx, {
              courseId: row.id,
              event: catalogue.coursePublished,
              mediaUrl,
              correlationId: request.id,
            });
          }
          return row;
        }),
      );
      context.wakeRelay();
      return reply
        .status(201)
        .send({ course: toCourse(course, mediaUrl), message: 'Course created successfully' });
    },
  );

  app.put(
    '/courses/:id',
    {
      preHandler: guards.role('ADMIN'),
      schema: { params: CourseIdParams, body: CourseUpdateBody, response: { 200: CourseReply } },
    },
    async (request) => {
      const course = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(courses)
          .where(eq(courses.id, request.params.id))
          .for('update');
        if (!before) throw notFound(`Course ${request.params.id} not found`);
        const [row] = await tx.update(courses).set(request.body).where(eq(courses.id, before.id)).returning();
        if (!row) throw notFound(`Course ${before.id} not found`);
        const nowPublished = row.published && !before.published;
        await enqueueCourseState(tx, {
          courseId: row.id,
          event: nowPublished ? catalogue.coursePublished : catalogue.courseUpdated,
          mediaUrl,
          correlationId: request.id,
        });
        return row;
      });
      context.wakeRelay();
      return { course: toCourse(course, mediaUrl), message: 'Course updated successfully' };
    },
  );

  app.put(
    '/courses/:id/thumbnail',
    { preHandler: guards.role('ADMIN'), schema: { params: CourseIdParams, response: { 200: CourseReply } } },
    async (request) => {
      const existing = await findCourse(request.params.id);
      const upload = await receiveUpload(store, request, uploadKinds.thumbnail, thumbnailKey);
      const course = await withUploadedFile(store, upload.key, () =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .update(courses)
            .set({ thumbnailKey: upload.key })
            .where(eq(courses.id, existing.id))
            .returning();
          if (!row) throw notFound(`Course ${existing.id} not found`);
          await enqueueCourseState(tx, { courseId: row.id, mediaUrl, correlationId: request.id });
          return row;
        }),
      );
      context.wakeRelay();
      if (existing.thumbnailKey) await store.remove(existing.thumbnailKey).catch(() => undefined);
      return { course: toCourse(course, mediaUrl), message: 'Thumbnail updated successfully' };
    },
  );

  app.delete(
    '/courses/:id',
    { preHandler: guards.role('ADMIN'), schema: { params: CourseIdParams, response: { 200: MessageReply } } },
    async (request) => {
      const course = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(courses).where(eq(courses.id, request.params.id)).for('update');
        if (!row) throw notFound(`Course ${request.params.id} not found`);
        for (const quizId of await quizIdsOf(tx, row.id)) {
          const [quiz] = await tx.select().from(contentItems).where(eq(contentItems.id, quizId));
          if (quiz) await enqueueQuizDeleted(tx, quiz, request.id);
        }
        await tx.delete(courses).where(eq(courses.id, row.id));
        await enqueueEvent(tx, catalogue.courseDeleted, { courseId: row.id }, request.id);
        return row;
      });
      context.wakeRelay();
      await removeCourseFiles(store, course).catch((error) =>
        request.log.error({ err: error, courseId: course.id }, 'course files were not all removed'),
      );
      return { message: 'Course deleted successfully' };
    },
  );
};
