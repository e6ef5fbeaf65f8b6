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
import { type App, assertSelfOrAdmin, withUser } from '@academy/kit';
import { applyCoupon } from '../../commands/apply-coupon.ts';
import { disableCoupon } from '../../commands/disable-coupon.ts';
import { generateCoupon } from '../../commands/generate-coupon.ts';
import type { OrdersContext } from '../../context.ts';
import { listCoupons, toCoupon, validateCoupon } from '../../queries/coupons.ts';

/** Coupons: administrators make, list and disable them; learners check and apply them to their orders. */
export const registerCouponRoutes = (app: App, context: OrdersContext) => {
  const { db, guards } = context;
  const admin = { onRequest: guards.role('ADMIN') };

  app.post(
    '/coupons/generate',
    { ...admin, schema: { body: GenerateCouponBody, response: { 201: CouponReply } } },
    async (request, reply) => {
      const coupon = await generateCoupon(db, request.body);
      return reply.status(201).send({ coupon: toCoupon(coupon), message: `Coupon ${coupon.code} created` });
    },
  );

  app.get('/coupons', { ...admin, schema: { response: { 200: CouponsReply } } }, async () => ({
    coupons: await listCoupons(db),
    message: 'Coupons fetched',
  }));

  app.post(
    '/coupons/:code/disable',
    { ...admin, schema: { params: CouponCodeParams, response: { 200: CouponReply } } },
    async (request) => {
      const coupon = await disableCoupon(db, request.params.code);
      const [listed] = (await listCoupons(db)).filter((item) => item.code === coupon.code);
      return { coupon: listed ?? toCoupon(coupon), message: `Coupon ${coupon.code} disabled` };
    },
  );

  app.post(
    '/coupons/validate',
    { onRequest: guards.user, schema: { body: ValidateCouponBody, response: { 200: ValidateCouponReply } } },
    withUser(async (request) => {
      const { couponCode, userId, orderId } = request.body;
      assertSelfOrAdmin(request.user, userId);
      return validateCoupon(db, { code: couponCode, userId, orderId });
    }),
  );

  app.post(
    '/coupons/apply',
    { onRequest: guards.user, schema: { body: ApplyCouponBody, response: { 200: ApplyCouponReply } } },
    withUser(async (request) => {
      const order = await applyCoupon(context, request.user, request.body.orderId, request.body.couponCode);
      return {
        message: `Coupon ${order.couponCode} applied`,
        data: {
          order_id: order.id,
          couponCode: order.couponCode ?? '',
          originalAmount: order.amountMinor + order.discountMinor,
          discount: order.discountMinor,
          amount: order.amountMinor,
          currency: order.currency,
        },
      };
    }),
  );
};
