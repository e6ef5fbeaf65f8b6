import { badRequest, conflict, lockName } from '@academy/kit';
import { and, eq, inArray } from 'drizzle-orm';
import type { OrdersDb } from '../context.ts';
import { recordStatus } from '../db/order-records.ts';
import { ownedCourseCopy } from '../db/owned-courses.ts';
import { courses, orderLines, orders } from '../db/schema.ts';
import { type BuyerTaxInput, buyerTaxColumns } from '../domain/gst.ts';
import { priceOrder } from '../domain/order-totals.ts';
import { ownedOnce, voucherRefusal } from '../domain/vouchers.ts';

const sameCourses = (a: number[], b: number[]) =>
  a.length === b.length && [...a].sort().every((id, i) => id === [...b].sort()[i]);

/**
 * Places an order for courses at the catalogue's prices. A second click for the same courses while the
 * first order still awaits payment returns that order instead of making another (`created: false`).
 * An exam voucher needs an enrolment in its course (or that course in the same order); it may be bought
 * again and again, a course only once. The buyer's GSTIN, billing state and address (for the tax
 * invoice) are checked first and kept on the order, also on the waiting one a second click returns.
 */
export const placeOrder = (
  db: OrdersDb,
  userId: string,
  courseIds: number[],
  buyer: BuyerTaxInput,
  sellerStateCode: string,
) => {
  const tax = buyerTaxColumns(buyer, sellerStateCode);
  if (!tax.ok) return Promise.reject(badRequest(tax.reason, 'INVALID_TAX_DETAILS'));
  return db.transaction(async (tx) => {
    // One order placement per learner at a time, so two clicks cannot both miss the reusable order.
    await lockName(tx, `orders:${userId}`);
    const available = await tx.select().from(courses).where(inArray(courses.id, courseIds));
    const pricing = priceOrder(courseIds, available);
    if (!pricing.ok) throw badRequest(pricing.reason, 'NOT_FOR_SALE');
    const wanted = pricing.lines.map((line) => line.courseId);
    const forCourses = pricing.lines.flatMap((line) => (line.voucher ? [line.voucher.courseId] : []));
    const enrolled = await ownedCourseCopy.enrolledAmong(tx, userId, forCourses);
    const titled = await tx.select().from(courses).where(inArray(courses.id, forCourses));
    const titleOf = (id: number) => titled.find((course) => course.id === id)?.title ?? `course ${id}`;
    const refusal = voucherRefusal(pricing.lines, enrolled, titleOf);
    if (refusal) throw conflict(refusal, 'NOT_ENROLLED');
    const ownable = pricing.lines.filter(ownedOnce).map((line) => line.courseId);

    const held = await tx
      .select({
        orderId: orders.id,
        status: orders.status,
        refunded: orders.refunded,
        courseId: orderLines.courseId,
        title: orderLines.title,
      })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(and(eq(orders.userId, userId), inArray(orders.status, ['Processing', 'Completed'])));
    const owned = held.find(
      (line) => line.status === 'Completed' && !line.refunded && ownable.includes(line.courseId),
    );
    if (owned) throw conflict(`You already own ${owned.title}`, 'ALREADY_OWNED');
    const processing = new Map<string, number[]>();
    for (const line of held.filter((row) => row.status === 'Processing')) {
      processing.set(line.orderId, [...(processing.get(line.orderId) ?? []), line.courseId]);
    }
    for (const [orderId, ids] of processing) {
      if (sameCourses(ids, wanted)) {
        // Only while it awaits payment: a payment completing meanwhile keeps the details it was issued with.
        await tx
          .update(orders)
          .set(tax.columns)
          .where(and(eq(orders.id, orderId), eq(orders.status, 'Processing')));
        return { orderId, created: false };
      }
    }

    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        status: 'Processing',
        amountMinor: pricing.amountMinor,
        currency: pricing.currency,
        ...tax.columns,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('order not written');
    await tx.insert(orderLines).values(
      pricing.lines.map(({ voucher, ...line }, position) => ({
        ...line,
        voucherCourseId: voucher?.courseId ?? null,
        voucherAttempts: voucher?.attempts ?? null,
        orderId: order.id,
        position,
      })),
    );
    await recordStatus(tx, order.id, 'Processing', 'Order placed');
    return { orderId: order.id, created: true };
  });
};
