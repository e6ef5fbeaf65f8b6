import type { Readable } from 'node:stream';
import * as http from '@academy/contracts/http';
import type { FastifyRequest } from 'fastify';
import { type Static, Type } from 'typebox';
import type { CatalogueClient } from '../../clients/catalogue.ts';
import type { RouteTable } from '../route-table.ts';
import { forwardUpload } from './multipart-upload.ts';

const consumes = ['multipart/form-data'];

type AddToModule<T> = (
  id: number,
  moduleId: number,
  title: string,
  file: Readable,
  from: FastifyRequest,
) => Promise<T>;

/** A document or video for a module: its title comes as a text field before the file, which streams on. */
const addToModule =
  <T>(field: 'document' | 'video', add: AddToModule<T>) =>
  (request: FastifyRequest & { params: Static<typeof http.ModuleParams> }) =>
    forwardUpload(request, { field, fields: http.ContentFields }, (fields, file) =>
      add(request.params.id, request.params.moduleId, fields.title, file, request),
    );

/** Building a course's content (administrators): modules, documents, videos (and their transcodes) and captions. */
export const registerContentRoutes = (admin: RouteTable, catalogue: CatalogueClient) => {
  admin.get('/course/:id/modules', { params: http.CourseIdParams, reply: http.ModulesReply }, (request) =>
    catalogue.modules(request.params.id, request),
  );
  admin.create(
    '/course/:id/modules',
    { params: http.CourseIdParams, body: http.ModuleBody, reply: http.ModuleReply },
    (request) => catalogue.createModule(request.params.id, request.body.title, request),
  );
  admin.put(
    '/course/:id/modules/order',
    { params: http.CourseIdParams, body: http.ModuleOrderBody, reply: http.ModulesReply },
    (request) => catalogue.orderModules(request.params.id, request.body.moduleIds, request),
  );
  admin.put(
    '/course/:id/modules/:moduleId',
    { params: http.ModuleParams, body: http.ModuleBody, reply: http.ModuleReply },
    (request) => {
      const { id, moduleId } = request.params;
      return catalogue.renameModule(id, moduleId, request.body.title, request);
    },
  );
  admin.delete(
    '/course/:id/modules/:moduleId',
    { params: http.ModuleParams, reply: http.MessageReply },
    (request) => catalogue.deleteModule(request.params.id, request.params.moduleId, request),
  );

  admin.create(
    '/course/:id/modules/:moduleId/documents',
    { params: http.ModuleParams, consumes, reply: http.DocumentReply },
    addToModule('document', catalogue.addDocument),
  );
  admin.create(
    '/course/:id/modules/:moduleId/videos',
    { params: http.ModuleParams, consumes, reply: http.VideoReply },
    addToModule('video', catalogue.addVideo),
  );
  admin.put(
    '/course/:id/videos/:contentId/captions',
    { params: http.ContentParams, consumes, reply: http.VideoReply },
    (request) => {
      const { id, contentId } = request.params;
      return forwardUpload(request, { field: 'captions', fields: Type.Object({}) }, (_fields, file) =>
        catalogue.putCaptions(id, contentId, file, request),
      );
    },
  );
  admin.get(
    '/course/:id/transcodes',
    { params: http.CourseIdParams, reply: http.TranscodesReply },
    (request) => catalogue.transcodes(request.params.id, request),
  );
  admin.delete(
    '/course/:id/content/:contentId',
    { params: http.ContentParams, reply: http.MessageReply },
    (request) => catalogue.deleteContent(request.params.id, request.params.contentId, request),
  );
};
