import {
  CourseIdParams,
  MessageReply,
  ModuleBody,
  ModuleOrderBody,
  ModuleParams,
  ModuleReply,
  ModulesReply,
} from '@academy/contracts';
import type { App } from '@academy/kit';
import { createModule } from '../../commands/create-module.ts';
import { deleteModule } from '../../commands/delete-module.ts';
import { orderModules } from '../../commands/order-modules.ts';
import { renameModule } from '../../commands/rename-module.ts';
import type { CatalogueContext } from '../../context.ts';
import { requireCourse } from '../../queries/courses.ts';
import { listModules } from '../../queries/modules.ts';

/** Modules of a course: create, rename, reorder, delete (each change republishes the course). */
export const registerModuleRoutes = (app: App, context: CatalogueContext) => {
  const { db, store, guards } = context;
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
      const module = await createModule(context, courseId, request.body.title, request.id);
      context.wakeRelay();
      return reply.status(201).send({ module, message: 'Module created successfully' });
    },
  );

  app.put(
    '/courses/:id/modules/order',
    { ...admin, schema: { params: CourseIdParams, body: ModuleOrderBody, response: { 200: ModulesReply } } },
    async (request) => {
      const courseId = request.params.id;
      const ordered = await orderModules(context, courseId, request.body.moduleIds, request.id);
      context.wakeRelay();
      return { modules: ordered };
    },
  );

  app.put(
    '/courses/:id/modules/:moduleId',
    { ...admin, schema: { params: ModuleParams, body: ModuleBody, response: { 200: ModuleReply } } },
    async (request) => {
      const { id: courseId, moduleId } = request.params;
      const module = await renameModule(context, { courseId, moduleId }, request.body.title, request.id);
      context.wakeRelay();
      return { module, message: 'Module updated successfully' };
    },
  );

  app.delete(
    '/courses/:id/modules/:moduleId',
    { ...admin, schema: { params: ModuleParams, response: { 200: MessageReply } } },
    async (request) => {
      const { id: courseId, moduleId } = request.params;
      const items = await deleteModule(context, { courseId, moduleId }, request.id);
      context.wakeRelay();
      const keys = items.flatMap((item) => [item.fileKey, item.captionsKey]).filter((key) => key !== null);
      await Promise.all(keys.map((key) => store.remove(key).catch(() => undefined)));
      return { message: 'Module deleted successfully' };
    },
  );
};
