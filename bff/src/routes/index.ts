import type { FastifyInstance } from 'fastify';
import type { BffContext } from '../context.ts';
import { registerAdminRoutes } from './admin/index.ts';
import { registerCertificateRoutes } from './certificates/index.ts';
import { registerCourseAreaRoutes } from './courses/index.ts';
import { registerLearningRoutes } from './learning/index.ts';
import { registerUserRoutes } from './user/index.ts';
import { registerUserProfileRoutes } from './user-profile/index.ts';

/** Every area of the API under /api/v1; each area lives in its own folder. */
export const registerApiRoutes = async (api: FastifyInstance, context: BffContext) => {
  registerUserRoutes(api, context);
  registerUserProfileRoutes(api, context);
  registerAdminRoutes(api, context);
  registerCourseAreaRoutes(api, context);
  registerLearningRoutes(api, context);
  registerCertificateRoutes(api, context);
};
