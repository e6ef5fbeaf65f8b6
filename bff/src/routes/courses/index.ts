import type { App } from '@academy/kit';
import type { BffContext } from '../../context.ts';
import { startCourseDetailsCache } from '../../read-cache/course-details.ts';
import { startCourseListCache } from '../../read-cache/course-list.ts';
import { createThumbnailCache } from '../../read-cache/thumbnails.ts';
import { routeTable } from '../route-table.ts';
import { registerContentRoutes } from './content.ts';
import { registerCourseListRoutes } from './course-list.ts';
import { registerCourseRoutes } from './courses.ts';
import { registerMediaRoutes } from './media.ts';
import { registerQuizRoutes } from './quizzes.ts';
import { registerReviewRoutes } from './reviews.ts';

/** Thumbnails held in memory at most (a few hundred courses' cards); larger files always stream through. */
const THUMBNAIL_CACHE_BYTES = 32 * 1024 * 1024;
const THUMBNAIL_MAX_BYTES = 1024 * 1024;

/** The catalogue area: courses, lectures, course content, quizzes and media. */
export const registerCourseAreaRoutes = (api: App, context: BffContext) => {
  const { catalogue } = context.clients;
  const tags = ['catalogue'];
  const admin = routeTable(api, { tags, guard: context.guards.role('ADMIN') });
  const signedIn = routeTable(api, { tags, guard: context.guards.user });
  const { config } = context;
  const list = startCourseListCache({
    catalogue,
    nats: context.nats,
    prefix: config.SUBJECT_PREFIX,
    logger: api.log,
  });
  api.addHook('onClose', () => list.close());
  const thumbnails = createThumbnailCache({
    maxBytes: THUMBNAIL_CACHE_BYTES,
    maxFileBytes: THUMBNAIL_MAX_BYTES,
  });
  list.onChange(thumbnails.clear);
  const details = startCourseDetailsCache({
    catalogueChanges: list,
    nats: context.nats,
    prefix: config.SUBJECT_PREFIX,
    logger: api.log,
  });
  api.addHook('onClose', () => details.close());
  registerCourseListRoutes(api, list, catalogue);
  registerReviewRoutes({ api, admin, signedIn }, context);
  registerCourseRoutes({ api, admin, signedIn }, catalogue, details);
  registerContentRoutes(admin, catalogue);
  registerQuizRoutes(admin, catalogue);
  registerMediaRoutes(api, catalogue, { cache: thumbnails, fresh: list.listening });
};
