import type { App } from '@academy/kit';
import type { BffContext } from '../context.ts';
import { registerPrivateReplies } from '../read-cache/private-replies.ts';
import { registerAdminRoutes } from './admin/index.ts';
import { registerCartRoutes } from './cart/index.ts';
import { registerCertificateRoutes } from './certificates/index.ts';
import { registerCouponRoutes } from './coupons/index.ts';
import { registerCourseAreaRoutes } from './courses/index.ts';
import { registerLearningRoutes } from './learning/index.ts';
import { registerMailLinkRoutes } from './mail/index.ts';
import { registerOrderRoutes } from './orders/index.ts';
import { registerPaymentRoutes } from './payments/index.ts';
import { registerSupportRoutes } from './support/index.ts';
import { registerCategoryRoutes } from './user/category.ts';
import { registerUserRoutes } from './user/index.ts';
import { registerUserProfileRoutes } from './user-profile/index.ts';

/** Every area of the API under /api/v1; each area lives in its own folder. */
export const registerApiRoutes = async (api: App, context: BffContext) => {
  registerPrivateReplies(api);
  registerUserRoutes(api, context);
  registerCategoryRoutes(api, context);
  registerUserProfileRoutes(api, context);
  registerAdminRoutes(api, context);
  registerCourseAreaRoutes(api, context);
  registerLearningRoutes(api, context);
  registerCertificateRoutes(api, context);
  registerCartRoutes(api, context);
  registerOrderRoutes(api, context);
  registerCouponRoutes(api, context);
  await registerPaymentRoutes(api, context);
  registerSupportRoutes(api, context);
  await registerMailLinkRoutes(api, context);
};
