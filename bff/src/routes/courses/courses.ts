import * as http from '@academy/contracts/http';
import { Type } from 'typebox';
import type { CatalogueClient } from '../../clients/catalogue.ts';
import type { RouteTable } from '../route-table.ts';
import { forwardUpload } from './multipart-upload.ts';

const consumes = ['multipart/form-data'];

/**
 * The spec's course and lecture calls: `/course/{id}`, course details (the public lists:
 * `course-list.ts`); and the administrators' list of drafts and published courses, with publishing.
 */
export const registerCourseRoutes = (
  { admin, signedIn }: { admin: RouteTable; signedIn: RouteTable },
  catalogue: CatalogueClient,
) => {
  admin.get('/admin/courses', { reply: http.CourseListReply }, (request) => catalogue.allCourses(request));
  admin.put(
    '/admin/courses/:id/published',
    { params: http.CourseIdParams, body: http.CoursePublishedBody, reply: http.CourseReply },
    (request) => catalogue.setPublished(request.params.id, request.body, request),
  );
  admin.create('/course', { consumes, reply: http.CourseReply }, (request) =>
    forwardUpload(request, { field: 'thumbnail', fields: http.CourseCreateFields }, (fields, file) =>
      catalogue.createCourse(fields, file, request),
    ),
  );
  admin.put(
    '/course/:id',
    { params: http.CourseIdParams, body: http.CourseUpdateBody, reply: http.CourseReply },
    (request) => catalogue.updateCourse(request.params.id, request.body, request),
  );
  admin.put(
    '/course/:id/thumbnail',
    { params: http.CourseIdParams, consumes, reply: http.CourseReply },
    (request) =>
      forwardUpload(request, { field: 'thumbnail', fields: Type.Object({}) }, (_fields, file) =>
        catalogue.replaceThumbnail(request.params.id, file, request),
      ),
  );
  admin.delete('/course/:id', { params: http.CourseIdParams, reply: http.MessageReply }, (request) =>
    catalogue.deleteCourse(request.params.id, request),
  );
  signedIn.get('/course/:id', { params: http.CourseIdParams, reply: http.LecturesReply }, (request) =>
    catalogue.lectures(request.params.id, request),
  );
  admin.create(
    '/course/:id',
    { params: http.CourseIdParams, consumes, reply: http.LecturesMessageReply },
    (request) =>
      forwardUpload(request, { field: 'lecture', fields: http.LectureFields }, (fields, file) =>
        catalogue.addLecture(request.params.id, fields, file, request),
      ),
  );
  admin.delete(
    '/course/:courseId/lectures/:lectureId',
    { params: http.LectureParams, reply: http.LecturesMessageReply },
    (request) => catalogue.deleteLecture(request.params.courseId, request.params.lectureId, request),
  );
  signedIn.get(
    '/courses/:courseId/details',
    { params: http.CourseIdDetailsParams, reply: http.CourseDetails },
    (request) => catalogue.details(request.params.courseId, request),
  );
};
