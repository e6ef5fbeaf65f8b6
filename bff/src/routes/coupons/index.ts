import * as http from '@academy/contracts/http';
import type { App } from '@academy/kit';
import type { BffContext } from '../../context.ts';
import { routeTable } from '../route-table.ts';

/**
 * Coupons at the spec's paths plus the admin list and disable. Roles are checked here and again by the
 * orders service, which also decides whose order a coupon may go on.
 */
export const registerCouponRoutes = (api: App, { guards, clients }: BffContext) => {
  const { orders } = clients;
  const tags = ['coupons'];
  const admin = routeTable(api, { tags, guard: guards.role('ADMIN') });
  const signedIn = routeTable(api, { tags, guard: guards.user });

  admin.create('/coupons/generate', { body: http.GenerateCouponBody, reply: http.CouponReply }, (request) =>
    orders.generateCoupon(request.body, request),
  );
  admin.get('/coupons', { reply: http.CouponsReply }, (request) => orders.coupons(request));
  admin.post(
    '/coupons/:code/disable',
    { params: http.CouponCodeParams, reply: http.CouponReply },
    (request) => orders.disableCoupon(request.params.code, request),
  );
  signedIn.post(
    '/coupons/validate',
    { body: http.ValidateCouponBody, reply: http.ValidateCouponReply },
    (request) => orders.validateCoupon(request.body, request),
  );
  signedIn.post('/coupons/apply', { body: http.ApplyCouponBody, reply: http.ApplyCouponReply }, (request) =>
    orders.applyCoupon(request.body, request),
  );
};
