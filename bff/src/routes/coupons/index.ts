import {
  ApplyCouponBody,
  ApplyCouponReply,
  CouponCodeParams,
  CouponReply,
  CouponsReply,
  GenerateCouponBody,
  ValidateCouponBody,
  ValidateCouponReply,
} from '@academy/contracts';
import type { App } from '@academy/kit';
import type { BffContext } from '../../context.ts';

const tags = ['coupons'];

/**
 * Coupons at the spec's paths plus the admin list and disable. Roles are checked here and again by the
 * orders service, which also decides whose order a coupon may go on.
 */
export const registerCouponRoutes = (api: App, { guards, clients }: BffContext) => {
  const { orders } = clients;
  const admin = { preHandler: guards.role('ADMIN') };
  const signedIn = { preHandler: guards.user };

  api.post(
    '/coupons/generate',
    { ...admin, schema: { tags, body: GenerateCouponBody, response: { 201: CouponReply } } },
    async (request, reply) => reply.status(201).send(await orders.generateCoupon(request.body, request)),
  );

  api.get('/coupons', { ...admin, schema: { tags, response: { 200: CouponsReply } } }, (request) =>
    orders.coupons(request),
  );

  api.post(
    '/coupons/:code/disable',
    { ...admin, schema: { tags, params: CouponCodeParams, response: { 200: CouponReply } } },
    (request) => orders.disableCoupon(request.params.code, request),
  );

  api.post(
    '/coupons/validate',
    { ...signedIn, schema: { tags, body: ValidateCouponBody, response: { 200: ValidateCouponReply } } },
    (request) => orders.validateCoupon(request.body, request),
  );

  api.post(
    '/coupons/apply',
    { ...signedIn, schema: { tags, body: ApplyCouponBody, response: { 200: ApplyCouponReply } } },
    (request) => orders.applyCoupon(request.body, request),
  );
};
