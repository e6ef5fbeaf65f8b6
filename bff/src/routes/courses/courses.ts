import {
  Course,
  CourseCreateFields,
  CourseDetails,
  CourseIdDetailsParams,
  CourseIdParams,
  CourseListReply,
  CourseReply,
  CourseUpdateBody,
  LectureFields,
  LectureParams,
  LecturesReply,
  MessageReply,
} from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { CatalogueClient } from '../../clients/catalogue.ts';
import type { BffContext } from '../../context.ts';
import { forwardUpload } from './multipart-upload.ts';

const tags = ['catalogue'];
const multipart = ['multipart/form-data'];
const LecturesMessageReply = Type.Object({ ...LecturesReply.properties, message: Type.String() });

type IdParams = { id: number };

/** The spec's course and lecture calls: `/course`, `/course/{id}`, `courses/courses`, course details. */
export const registerCourseRoutes = (
  api: FastifyInstance,
  { guards }: BffContext,
  catalogue: CatalogueClient,
) => {
  const admin = { preHandler: guards.role('ADMIN') };

  api.get('/course', { schema: { tags, response: { 200: CourseListReply } } }, (request) =>
    catalogue.courses(request),
  );

  api.get(
    '/courses/courses',
    { schema: { tags, response: { 200: Type.Array(Course) } } },
    async (request) => {
      const { courses } = await catalogue.courses(request);
      return courses;
    },
  );

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
    (request) =>
      catalogue.updateCourse((request.params as IdParams).id, request.body as CourseUpdateBody, request),
  );

  api.put(
    '/course/:id/thumbnail',
    {
      ...admin,
      schema: { tags, params: CourseIdParams, consumes: multipart, response: { 200: CourseReply } },
    },
    (request) =>
      forwardUpload(request, { field: 'thumbnail', fields: Type.Object({}) }, (_fields, file) =>
        catalogue.replaceThumbnail((request.params as IdParams).id, file, request),
      ),
  );

  api.delete(
    '/course/:id',
    { ...admin, schema: { tags, params: CourseIdParams, response: { 200: MessageReply } } },
    (request) => catalogue.deleteCourse((request.params as IdParams).id, request),
  );

  api.get(
    '/course/:id',
    { preHandler: guards.user, schema: { tags, params: CourseIdParams, response: { 200: LecturesReply } } },
    (request) => catalogue.lectures((request.params as IdParams).id, request),
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
        (fields, file) => catalogue.addLecture((request.params as IdParams).id, fields, file, request),
      );
      return reply.status(201).send(added);
    },
  );

  api.delete(
    '/course/:courseId/lectures/:lectureId',
    { ...admin, schema: { tags, params: LectureParams, response: { 200: LecturesMessageReply } } },
    (request) => {
      const { courseId, lectureId } = request.params as { courseId: number; lectureId: number };
      return catalogue.deleteLecture(courseId, lectureId, request);
    },
  );

  api.get(
    '/courses/:courseId/details',
    {
      preHandler: guards.user,
      schema: { tags, params: CourseIdDetailsParams, response: { 200: CourseDetails } },
    },
    (request) => catalogue.details((request.params as { courseId: number }).courseId, request),
  );
};
