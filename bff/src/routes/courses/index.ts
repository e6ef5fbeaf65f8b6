import type { FastifyInstance } from 'fastify';
import { createCatalogueClient } from '../../clients/catalogue.ts';
import type { BffContext } from '../../context.ts';
import { registerContentRoutes } from './content.ts';
import { registerCourseRoutes } from './courses.ts';
import { registerMediaRoutes } from './media.ts';
import { registerQuizRoutes } from './quizzes.ts';

/** The catalogue area: courses, lectures, course content, quizzes and media. */
export const registerCourseAreaRoutes = (api: FastifyInstance, context: BffContext) => {
  const catalogue = createCatalogueClient(context.config.CATALOGUE_URL);
  registerCourseRoutes(api, context, catalogue);
  registerContentRoutes(api, context, catalogue);
  registerQuizRoutes(api, context, catalogue);
  registerMediaRoutes(api, catalogue);
};
