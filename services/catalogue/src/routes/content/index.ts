import {
  ContentFields,
  ContentParams,
  CourseIdParams,
  DocumentReply,
  MessageReply,
  ModuleParams,
  TranscodesReply,
  VideoReply,
} from '@academy/contracts';
import { type App, badRequest } from '@academy/kit';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { addContentFile } from '../../commands/add-content-file.ts';
import { removeItemFiles } from '../../commands/course-files.ts';
import { deleteContent } from '../../commands/delete-content.ts';
import type { CatalogueContext } from '../../context.ts';
import { contentItems } from '../../db/schema.ts';
import { contentKey } from '../../domain/media-keys.ts';
import { receiveUpload, withUploadedFile } from '../../media/receive-upload.ts';
import { uploadKinds } from '../../media/upload-kinds.ts';
import { toDocument, toVideo } from '../../queries/content-view.ts';
import { requireContent, requireCourse, requireModule } from '../../queries/courses.ts';
import { courseTranscodes } from '../../queries/transcodes.ts';
import { adminRoutes } from '../admin.ts';

/** Documents and videos (uploaded files), video captions, video transcodes, and removing any content item. */
export const registerContentRoutes = (app: App, context: CatalogueContext) => {
  const { db, store, mediaUrl } = context;
  const { admin, announced } = adminRoutes(context);

  /** Uploads into a module: the file is the raw body, its title the `title` query value. */
  const fileUpload = <R extends TSchema>(reply: R) =>
    admin({ params: ModuleParams, querystring: ContentFields, response: { 201: reply } });

  /** Stores the upload, then adds the item at the end of the module and republishes the course. */
  const addFileItem = async (
    request: FastifyRequest,
    fields: Static<typeof ModuleParams> & Static<typeof ContentFields>,
    kind: 'document' | 'video',
  ) => {
    const { id: courseId, moduleId, title } = fields;
    await requireModule(db, courseId, moduleId);
    const upload = await receiveUpload(
      store,
      request,
      uploadKinds[kind],
      contentKey(courseId, kind === 'document' ? 'documents' : 'videos'),
    );
    const item = { courseId, moduleId, title, kind, fileKey: upload.key };
    const row = await announced(
      withUploadedFile(store, upload.key, () => addContentFile(context, item, request.id)),
    );
    if (kind === 'video') context.transcoder.wake();
    return row;
  };

  app.post('/courses/:id/modules/:moduleId/documents', fileUpload(DocumentReply), async (request, reply) => {
    const row = await addFileItem(request, { ...request.params, ...request.query }, 'document');
    return reply.status(201).send({ document: toDocument(row, mediaUrl), message: 'Document added' });
  });

  app.post('/courses/:id/modules/:moduleId/videos', fileUpload(VideoReply), async (request, reply) => {
    const row = await addFileItem(request, { ...request.params, ...request.query }, 'video');
    return reply.status(201).send({ video: toVideo(row, mediaUrl), message: 'Video added' });
  });

  app.put(
    '/courses/:id/videos/:contentId/captions',
    admin({ params: ContentParams, response: { 200: VideoReply } }),
    async (request) => {
      const { id: courseId, contentId } = request.params;
      const video = await requireContent(db, courseId, contentId);
      if (video.kind !== 'video') throw badRequest(`Content ${contentId} is not a video`);
      const upload = await receiveUpload(
        store,
        request,
        uploadKinds.captions,
        contentKey(courseId, 'captions'),
      );
      const [row] = await withUploadedFile(store, upload.key, () =>
        db
          .update(contentItems)
          .set({ captionsKey: upload.key })
          .where(eq(contentItems.id, video.id))
          .returning(),
      );
      if (video.captionsKey) await store.remove(video.captionsKey).catch(() => undefined);
      return { video: toVideo(row!, mediaUrl), message: 'Captions added' };
    },
  );

  /** How each uploaded video's transcode into HLS renditions stands: the admin console polls it. */
  app.get(
    '/courses/:id/transcodes',
    admin({ params: CourseIdParams, response: { 200: TranscodesReply } }),
    async (request) => {
      const course = await requireCourse(db, request.params.id);
      return { transcodes: await courseTranscodes(db, course.id) };
    },
  );

  app.delete(
    '/courses/:id/content/:contentId',
    admin({ params: ContentParams, response: { 200: MessageReply } }),
    async (request) => {
      const { id: courseId, contentId } = request.params;
      const item = await announced(deleteContent(context, { courseId, contentId }, request.id));
      await removeItemFiles(store, [item]);
      return { message: 'Content deleted successfully' };
    },
  );
};
