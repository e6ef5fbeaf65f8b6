import { Course, CourseListOrSearchReply, CourseSearchQuery, isCourseSearch } from '@academy/contracts';
import type { App } from '@academy/kit';
import { Type } from 'typebox';
import type { CatalogueClient } from '../../clients/catalogue.ts';
import type { CourseListCache } from '../../read-cache/course-list.ts';
import { PUBLIC_LIST_CACHE_CONTROL, sendRepresentation } from '../../read-cache/representation.ts';
import { sendRelayed } from '../relayed-reply.ts';

const tags = ['catalogue'];
/** Admin writes to a course (create, edit, publish, thumbnail, delete, its content). */
const COURSE_WRITES = /^\/api\/v1\/(course|admin\/courses)(\/|\?|$)/;

/**
 * The public course list (`/course` and the spec's `/courses/courses`), answered from memory with a
 * strong ETag; `If-None-Match` with the current tag gets a 304. `/course` with a search, filter, sort
 * or page is asked of the catalogue each time (ratings and learner counts change without events).
 */
export const registerCourseListRoutes = (api: App, list: CourseListCache, catalogue: CatalogueClient) => {
  // A course changed through this replica is in the next list it serves, before the event comes back.
  api.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' && reply.statusCode < 300 && COURSE_WRITES.test(request.url)) {
      list.invalidate();
    }
    done(null, payload);
  });

  api.get(
    '/course',
    {
      config: { access: 'public' },
      schema: { tags, querystring: CourseSearchQuery, response: { 200: CourseListOrSearchReply } },
    },
    async (request, reply) => {
      if (isCourseSearch(request.query)) {
        // Passed on as validated, so the catalogue sees exactly the parameters checked here; its reply goes
        // back as its bytes (a page of courses with their highlights is the largest public reply).
        return sendRelayed(reply, await catalogue.searchCourses(request.query));
      }
      return sendRepresentation(request, reply, (await list.get()).wrapped, PUBLIC_LIST_CACHE_CONTROL);
    },
  );

  api.get(
    '/courses/courses',
    { config: { access: 'public' }, schema: { tags, response: { 200: Type.Array(Course) } } },
    async (request, reply) =>
      sendRepresentation(request, reply, (await list.get()).bare, PUBLIC_LIST_CACHE_CONTROL),
  );
};
