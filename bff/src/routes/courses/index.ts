import type { App } from '@academy/kit';
import type { BffContext } from '../../context.ts';
import { registerContentRoutes } from './content.ts';
import { registerCourseListRoutes } from './course-list.ts';
import { registerCourseRoutes } from './courses.ts';
import { registerMediaRoutes } from './media.ts';
import { registerQuizRoutes } from './quizzes.ts';

/** The catalogue area: courses, lectures, course content, quizzes and media. */
export const registerCourseAreaRoutes = (api: App, context: BffContext) => {
  const { catalogue } = context.clients;
  registerCourseListRoutes(api, context, catalogue);
  registerCourseRoutes(api, context, catalogue);
  registerContentRoutes(api, context, catalogue);
  registerQuizRoutes(api, context, catalogue);
  registerMediaRoutes(api, catalogue);
};
