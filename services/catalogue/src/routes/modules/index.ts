import {
  CourseIdParams,
  MessageReply,
  ModuleBody,
  ModuleOrderBody,
  ModuleParams,
  ModuleReply,
  ModulesReply,
} from '@academy/contracts';
import { type App, badRequest, type Executor, notFound } from '@academy/kit';
import { and, asc, eq, max } from 'drizzle-orm';
import type { CatalogueContext } from '../../context.ts';
import { enqueueCourseState } from '../../courses/course-events.ts';
import { requireCourse, requireModule } from '../../courses/course-queries.ts';
import { enqueueQuizDeleted } from '../../courses/quiz-events.ts';
import { contentItems, modules } from '../../db/schema.ts';

const listModules = (tx: Executor, courseId: number) =>
  tx
    .select()
    .from(modules)
    .where(eq(modules.courseId, courseId))
    .orderBy(asc(modules.position), asc(modules.id));

/** Modules of a course: create, rename, reorder, delete (each change republishes the course). */
export const registerModuleRoutes = (app: App, context: CatalogueContext) => {
  const { db, store, guards, mediaUrl } = context;
  const admin = { preHandler: guards.role('ADMIN') };

  app.get(
    '/courses/:id/modules',
    { ...admin, schema: { params: CourseIdParams, response: { 200: ModulesReply } } },
    async (request) => {
      await requireCourse(db, request.params.id);
      return { modules: await listModules(db, request.params.id) };
    },
  );

  app.post(
    '/courses/:id/modules',
    { ...admin, schema: { params: CourseIdParams, body: ModuleBody, response: { 201: ModuleReply } } },
    async (request, reply) => {
      const courseId = request.params.id;
      const module = await db.transaction(async (tx) => {
        await requireCourse(tx, courseId);
        const [last] = await tx
          .select({ position: max(modules.position) })
          .from(modules)
          .where(eq(modules.courseId, courseId));
        const [row] = await tx
          .insert(modules)
          .values({ courseId, title: request.body.title, position: (last?.position ?? 0) + 1 })
          .returning();
        if (!row) throw new Error('insert returned no module');
        await enqueueCourseState(tx, { courseId, mediaUrl, correlationId: request.id });
        return row;
      });
      context.wakeRelay();
      return reply.status(201).send({ module, message: 'Module created successfully' });
    },
  );

  app.put(
    '/courses/:id/modules/order',
    { ...admin, schema: { params: CourseIdParams, body: ModuleOrderBody, response: { 200: ModulesReply } } },
    async (request) => {
      const courseId = request.params.id;
      const ordered = await db.transaction(async (tx) => {
        await requireCourse(tx, courseId);
        const current = await listModules(tx, courseId);
        const wanted = request.body.moduleIds;
        const known = new Set(current.map((module) => module.id));
        if (wanted.length !== known.size || wanted.some((id) => !known.has(id))) {
          throw badRequest('moduleIds must list every module of the course exactly once', 'VALIDATION');
        }
        for (const [index, moduleId] of wanted.entries()) {
          await tx
            .update(modules)
            .set({ position: index + 1 })
            .where(eq(modules.id, moduleId));
        }
        await enqueueCourseState(tx, { courseId, mediaUrl, correlationId: request.id });
        return listModules(tx, courseId);
      });
      context.wakeRelay();
      return { modules: ordered };
    },
  );

  app.put(
    '/courses/:id/modules/:moduleId',
    { ...admin, schema: { params: ModuleParams, body: ModuleBody, response: { 200: ModuleReply } } },
    async (request) => {
      const { id: courseId, moduleId } = request.params;
      const module = await db.transaction(async (tx) => {
        await requireModule(tx, courseId, moduleId);
        const [row] = await tx
          .update(modules)
          .set({ title: request.body.title })
          .where(and(eq(modules.id, moduleId), eq(modules.courseId, courseId)))
          .returning();
        if (!row) throw notFound(`Module ${moduleId} not found in course ${courseId}`);
        await enqueueCourseState(tx, { courseId, mediaUrl, correlationId: request.id });
        return row;
      });
      context.wakeRelay();
      return { module, message: 'Module updated successfully' };
    },
  );

  app.delete(
    '/courses/:id/modules/:moduleId',
    { ...admin, schema: { params: ModuleParams, response: { 200: MessageReply } } },
    async (request) => {
      const { id: courseId, moduleId } = request.params;
      const items = await db.transaction(async (tx) => {
        await requireModule(tx, courseId, moduleId);
        const contents = await tx.select().from(contentItems).where(eq(contentItems.moduleId, moduleId));
        for (const quiz of contents.filter((item) => item.kind === 'quiz')) {
          await enqueueQuizDeleted(tx, quiz, request.id);
        }
        await tx.delete(modules).where(eq(modules.id, moduleId));
        await enqueueCourseState(tx, { courseId, mediaUrl, correlationId: request.id });
        return contents;
      });
      context.wakeRelay();
      const keys = items.flatMap((item) => [item.fileKey, item.captionsKey]).filter((key) => key !== null);
      await Promise.all(keys.map((key) => store.remove(key).catch(() => undefined)));
      return { message: 'Module deleted successfully' };
    },
  );
};
