import * as http from '@academy/contracts/http';
import type { App } from '@academy/kit';
import { withUser } from '@academy/kit';
import { Type } from 'typebox';
import type { CatalogueClient } from '../../clients/catalogue.ts';
import type { CourseDetailsCache } from '../../read-cache/course-details.ts';
import { PRIVATE_CACHE_CONTROL } from '../../read-cache/private-replies.ts';
import { sendRepresentation } from '../../read-cache/representation.ts';
import { sendRelayed } from '../relayed-reply.ts';
import type { RouteTable } from '../route-table.ts';
import { forwardUpload } from './multipart-upload.ts';

const consumes = ['multipart/form-data'];
/** Admin writes that may change a course's content: the course, its modules and content, its quizzes. */
const CONTENT_WRITES = /^\/api\/v1\/(course|admin\/courses|quizzes)(\/|\?|$)/;

/**
 * The spec's course and lecture calls: `/course/{id}`, course details (the public lists:
 * `course-list.ts`); and the administrators' list of drafts and published courses, with publishing.
 * A learner's course details come from memory once the catalogue has let them in (`course-details.ts`).
 */
export const registerCourseRoutes = (
  { api, admin, signedIn }: { api: App; admin: RouteTable; signedIn: RouteTable },
  catalogue: CatalogueClient,
  details: CourseDetailsCache,
) => {
  // A change through this replica shows in its next reply, before the catalogue's event comes back.
  api.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' && reply.statusCode < 300 && CONTENT_WRITES.test(request.url)) {
      details.forget();
    }
    done(null, payload);
  });

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
    withUser(async (request, reply) => {
      const { courseId } = request.params;
      const { user } = request;
      // Administrators see timed quizzes' questions too: their view is never kept.
      if (user.role === 'ADMIN') return sendRelayed(reply, await catalogue.details(courseId, request));
      const kept = details.lookup(user.id, courseId);
      if (kept) return sendRepresentation(request, reply, kept, PRIVATE_CACHE_CONTROL);
      const fetchedIn = details.generation();
      const relayed = await catalogue.details(courseId, request, details.lacks(courseId));
      details.keep(user.id, courseId, relayed.body, fetchedIn);
      return sendRelayed(reply, relayed);
    }),
  );
};
