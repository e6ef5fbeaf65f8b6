import {
  CourseCreateFields,
  CourseDetails,
  CourseIdDetailsParams,
  CourseIdParams,
  CourseReply,
  CourseUpdateBody,
  LectureFields,
  LectureParams,
  LecturesMessageReply,
  LecturesReply,
  MessageReply,
} from '@academy/contracts';
import type { App } from '@academy/kit';
import { Type } from 'typebox';
import type { CatalogueClient } from '../../clients/catalogue.ts';
import type { BffContext } from '../../context.ts';
import { forwardUpload } from './multipart-upload.ts';

const tags = ['catalogue'];
const multipart = ['multipart/form-data'];

/** The spec's course and lecture calls: `/course/{id}`, course details (the lists: `course-list.ts`). */
export const registerCourseRoutes = (api: App, { guards }: BffContext, catalogue: CatalogueClient) => {
  const admin = { preHandler: guards.role('ADMIN') };

  api.post(
    '/course',
    { ...admin, schema: { tags, consumes: multipart, response: { 201: CourseReply } } },
    async (request, reply) => {
      const created = await forwardUpload(
        request,
        { field: 'thumbnail', fields: CourseCreateFields },
        (fields, file) => catalogue.createCourse(fields, file, request),
      );
      return reply.status(201).send(created);
    },
  );

  api.put(
    '/course/:id',
    {
      ...admin,
      schema: { tags, params: CourseIdParams, body: CourseUpdateBody, response: { 200: CourseReply } },
    },
    (request) => catalogue.updateCourse(request.params.id, request.body, request),
  );

  api.put(
    '/course/:id/thumbnail',
    {
      ...admin,
      schema: { tags, params: CourseIdParams, consumes: multipart, response: { 200: CourseReply } },
    },
    (request) =>
      forwardUpload(request, { field: 'thumbnail', fields: Type.Object({}) }, (_fields, file) =>
        catalogue.replaceThumbnail(request.params.id, file, request),
      ),
  );

  api.delete(
    '/course/:id',
    { ...admin, schema: { tags, params: CourseIdParams, response: { 200: MessageReply } } },
    (request) => catalogue.deleteCourse(request.params.id, request),
  );

  api.get(
    '/course/:id',
    { preHandler: guards.user, schema: { tags, params: CourseIdParams, response: { 200: LecturesReply } } },
    (request) => catalogue.lectures(request.params.id, request),
  );

  api.post(
    '/course/:id',
    {
      ...admin,
      schema: { tags, params: CourseIdParams, consumes: multipart, response: { 201: LecturesMessageReply } },
    },
    async (request, reply) => {
      const added = await forwardUpload(
        request,
        { field: 'lecture', fields: LectureFields },
        (fields, file) => catalogue.addLecture(request.params.id, fields, file, request),
      );
      return reply.status(201).send(added);
    },
  );

  api.delete(
    '/course/:courseId/lectures/:lectureId',
    { ...admin, schema: { tags, params: LectureParams, response: { 200: LecturesMessageReply } } },
    (request) => {
      const { courseId, lectureId } = request.params;
      return catalogue.deleteLecture(courseId, lectureId, request);
    },
  );

  api.get(
    '/courses/:courseId/details',
    {
      preHandler: guards.user,
      schema: { tags, params: CourseIdDetailsParams, response: { 200: CourseDetails } },
    },
    (request) => catalogue.details(request.params.courseId, request),
  );
};
