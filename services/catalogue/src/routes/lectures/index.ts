import {
  CourseIdParams,
  LectureFields,
  LectureParams,
  LecturesMessageReply,
  LecturesReply,
} from '@academy/contracts';
import { type App, HttpError, notFound } from '@academy/kit';
import { and, asc, eq } from 'drizzle-orm';
import type { CatalogueContext } from '../../context.ts';
import { lectures } from '../../db/schema.ts';
import { contentKey } from '../../domain/media-keys.ts';
import { receiveUpload, withUploadedFile } from '../../media/receive-upload.ts';
import { PDF_LECTURE_MAX_BYTES, uploadKinds } from '../../media/upload-kinds.ts';
import { toLecture } from '../../queries/course-view.ts';
import { requireCourse } from '../../queries/courses.ts';
import { adminRoutes } from '../admin.ts';

/** Lectures: files (PDF or video) an administrator attaches to a course. */
export const registerLectureRoutes = (app: App, context: CatalogueContext) => {
  const { db, store, guards, mediaUrl } = context;
  const { admin } = adminRoutes(context);
  const listLectures = async (courseId: number) => {
    const rows = await db
      .select()
      .from(lectures)
      .where(eq(lectures.courseId, courseId))
      .orderBy(asc(lectures.createdAt), asc(lectures.id));
    return rows.map((row) => toLecture(row, mediaUrl));
  };

  app.get(
    '/courses/:id/lectures',
    { onRequest: guards.user, schema: { params: CourseIdParams, response: { 200: LecturesReply } } },
    async (request) => {
      await requireCourse(db, request.params.id);
      return { lectures: await listLectures(request.params.id) };
    },
  );

  app.post(
    '/courses/:id/lectures',
    admin({ params: CourseIdParams, querystring: LectureFields, response: { 201: LecturesMessageReply } }),
    async (request, reply) => {
      const courseId = request.params.id;
      await requireCourse(db, courseId);
      const upload = await receiveUpload(
        store,
        request,
        uploadKinds.lecture,
        contentKey(courseId, 'lectures'),
      );
      await withUploadedFile(store, upload.key, async () => {
        if (upload.contentType === 'application/pdf' && upload.size > PDF_LECTURE_MAX_BYTES) {
          throw new HttpError(413, 'A PDF lecture is larger than 50 MB', 'FILE_TOO_LARGE');
        }
        await db.insert(lectures).values({
          courseId,
          title: request.query.title,
          description: request.query.description,
          fileKey: upload.key,
          contentType: upload.contentType,
        });
      });
      return reply
        .status(201)
        .send({ lectures: await listLectures(courseId), message: 'Lecture added successfully' });
    },
  );

  app.delete(
    '/courses/:courseId/lectures/:lectureId',
    admin({ params: LectureParams, response: { 200: LecturesMessageReply } }),
    async (request) => {
      const { courseId, lectureId } = request.params;
      const [removed] = await db
        .delete(lectures)
        .where(and(eq(lectures.id, lectureId), eq(lectures.courseId, courseId)))
        .returning();
      if (!removed) throw notFound(`Lecture ${lectureId} not found in course ${courseId}`);
      await store.remove(removed.fileKey).catch(() => undefined);
      return { lectures: await listLectures(courseId), message: 'Lecture deleted successfully' };
    },
  );
};
