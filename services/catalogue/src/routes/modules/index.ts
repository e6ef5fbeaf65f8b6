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
import { removeItemFiles } from '../../commands/course-files.ts';
import { createModule } from '../../commands/create-module.ts';
import { deleteModule } from '../../commands/delete-module.ts';
import { orderModules } from '../../commands/order-modules.ts';
import { renameModule } from '../../commands/rename-module.ts';
import type { CatalogueContext } from '../../context.ts';
import { requireCourse } from '../../queries/courses.ts';
import { listModules } from '../../queries/modules.ts';
import { adminRoutes } from '../admin.ts';

/** Modules of a course: create, rename, reorder, delete (each change republishes the course). */
export const registerModuleRoutes = (app: App, context: CatalogueContext) => {
  const { db, store } = context;
  const { admin, announced } = adminRoutes(context);

  app.get(
    '/courses/:id/modules',
    admin({ params: CourseIdParams, response: { 200: ModulesReply } }),
    async (request) => {
      await requireCourse(db, request.params.id);
      return { modules: await listModules(db, request.params.id) };
    },
  );

  app.post(
    '/courses/:id/modules',
    admin({ params: CourseIdParams, body: ModuleBody, response: { 201: ModuleReply } }),
    async (request, reply) => {
      const input = { courseId: request.params.id, title: request.body.title };
      const module = await announced(createModule(context, input, request.id));
      return reply.status(201).send({ module, message: 'Module created successfully' });
    },
  );

  app.put(
    '/courses/:id/modules/order',
    admin({ params: CourseIdParams, body: ModuleOrderBody, response: { 200: ModulesReply } }),
    async (request) => {
      const input = { courseId: request.params.id, moduleIds: request.body.moduleIds };
      return { modules: await announced(orderModules(context, input, request.id)) };
    },
  );

  app.put(
    '/courses/:id/modules/:moduleId',
    admin({ params: ModuleParams, body: ModuleBody, response: { 200: ModuleReply } }),
    async (request) => {
      const { id: courseId, moduleId } = request.params;
      const input = { courseId, moduleId, title: request.body.title };
      const module = await announced(renameModule(context, input, request.id));
      return { module, message: 'Module updated successfully' };
    },
  );

  app.delete(
    '/courses/:id/modules/:moduleId',
    admin({ params: ModuleParams, response: { 200: MessageReply } }),
    async (request) => {
      const { id: courseId, moduleId } = request.params;
      const items = await announced(deleteModule(context, { courseId, moduleId }, request.id));
      await removeItemFiles(store, items);
      return { message: 'Module deleted successfully' };
    },
  );
};
