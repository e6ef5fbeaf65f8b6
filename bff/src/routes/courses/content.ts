import {
  ContentFields,
  ContentParams,
  CourseIdParams,
  DocumentReply,
  MessageReply,
  ModuleBody,
  ModuleOrderBody,
  ModuleParams,
  ModuleReply,
  ModulesReply,
  VideoReply,
} from '@academy/contracts';
import type { App } from '@academy/kit';
import { Type } from 'typebox';
import type { CatalogueClient } from '../../clients/catalogue.ts';
import type { BffContext } from '../../context.ts';
import { forwardUpload } from './multipart-upload.ts';

const tags = ['catalogue'];
const multipart = ['multipart/form-data'];

/** Building a course's content (administrators): modules, documents, videos and captions. */
export const registerContentRoutes = (api: App, { guards }: BffContext, catalogue: CatalogueClient) => {
  const admin = { preHandler: guards.role('ADMIN') };

  api.get(
    '/course/:id/modules',
    { ...admin, schema: { tags, params: CourseIdParams, response: { 200: ModulesReply } } },
    (request) => catalogue.modules(request.params.id, request),
  );

  api.post(
    '/course/:id/modules',
    { ...admin, schema: { tags, params: CourseIdParams, body: ModuleBody, response: { 201: ModuleReply } } },
    async (request, reply) => {
      const { title } = request.body;
      return reply.status(201).send(await catalogue.createModule(request.params.id, title, request));
    },
  );

  api.put(
    '/course/:id/modules/order',
    {
      ...admin,
      schema: { tags, params: CourseIdParams, body: ModuleOrderBody, response: { 200: ModulesReply } },
    },
    (request) => catalogue.orderModules(request.params.id, request.body.moduleIds, request),
  );

  api.put(
    '/course/:id/modules/:moduleId',
    { ...admin, schema: { tags, params: ModuleParams, body: ModuleBody, response: { 200: ModuleReply } } },
    (request) => {
      const { id, moduleId } = request.params;
      return catalogue.renameModule(id, moduleId, request.body.title, request);
    },
  );

  api.delete(
    '/course/:id/modules/:moduleId',
    { ...admin, schema: { tags, params: ModuleParams, response: { 200: MessageReply } } },
    (request) => {
      const { id, moduleId } = request.params;
      return catalogue.deleteModule(id, moduleId, request);
    },
  );

  api.post(
    '/course/:id/modules/:moduleId/documents',
    {
      ...admin,
      schema: { tags, params: ModuleParams, consumes: multipart, response: { 201: DocumentReply } },
    },
    async (request, reply) => {
      const { id, moduleId } = request.params;
      const added = await forwardUpload(
        request,
        { field: 'document', fields: ContentFields },
        (fields, file) => catalogue.addDocument(id, moduleId, fields.title, file, request),
      );
      return reply.status(201).send(added);
    },
  );

  api.post(
    '/course/:id/modules/:moduleId/videos',
    { ...admin, schema: { tags, params: ModuleParams, consumes: multipart, response: { 201: VideoReply } } },
    async (request, reply) => {
      const { id, moduleId } = request.params;
      const added = await forwardUpload(request, { field: 'video', fields: ContentFields }, (fields, file) =>
        catalogue.addVideo(id, moduleId, fields.title, file, request),
      );
      return reply.status(201).send(added);
    },
  );

  api.put(
    '/course/:id/videos/:contentId/captions',
    { ...admin, schema: { tags, params: ContentParams, consumes: multipart, response: { 200: VideoReply } } },
    (request) => {
      const { id, contentId } = request.params;
      return forwardUpload(request, { field: 'captions', fields: Type.Object({}) }, (_fields, file) =>
        catalogue.putCaptions(id, contentId, file, request),
      );
    },
  );

  api.delete(
    '/course/:id/content/:contentId',
    { ...admin, schema: { tags, params: ContentParams, response: { 200: MessageReply } } },
    (request) => {
      const { id, contentId } = request.params;
      return catalogue.deleteContent(id, contentId, request);
    },
  );
};
