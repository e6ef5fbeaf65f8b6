import { learning, type orders } from '@academy/contracts';
import { correlationIdOf, type EventHandler, type Executor, enqueueEvent, lockName } from '@academy/kit';
import { and, eq } from 'drizzle-orm';
import { enrolWithin } from '../../commands/enrol.ts';
import { redeemVouchersWithin } from '../../commands/redeem-vouchers.ts';
import { attemptGrants, enrolments, refundedOrders } from '../../db/schema.ts';

/**
 * An order's paid and refunded events, handled by separate consumers, take their turns: neither misses
 * what the other wrote while both run.
 */
const lockOrder = (tx: Executor, orderId: string) => lockName(tx, `learning:order:${orderId}`);

/**
 * orders.order.paid.v1: the learner is enrolled in every course line (source 'order') and every
 * voucher line adds its attempts. A redelivered event changes nothing: the consumer skips an event it
 * has applied, an enrolment exists once, and a voucher line is redeemed once per order. An order already
 * refunded (its refund handled first) grants nothing.
 */
export const enrolPaidCourses: EventHandler<typeof orders.orderPaid> = async (envelope, tx) => {
  const { orderId, userId, lines } = envelope.data;
  await lockOrder(tx, orderId);
  const [refunded] = await tx.select().from(refundedOrders).where(eq(refundedOrders.orderId, orderId));
  if (refunded) return;
  for (const line of lines.filter((l) => l.kind === 'course')) {
    await enrolWithin(
      tx,
      { userId, course: { id: line.courseId, title: line.title }, source: 'order' },
      correlationIdOf(envelope),
    );
  }
  await redeemVouchersWithin(tx, envelope);
};

/**
 * orders.order.refunded.v1: access to the refunded courses ends. Each enrolment removed is announced
 * as learning.enrolment.revoked.v1 (the catalogue closes the course, the cart lets it be bought again);
 * completions and attempts stay as history.
 */
export const revokeRefundedCourses: EventHandler<typeof orders.orderRefunded> = async (envelope, tx) => {
  const { orderId, userId, courseIds, refundedAt } = envelope.data;
  await lockOrder(tx, orderId);
  await tx
    .insert(refundedOrders)
    .values({ orderId, refundedAt: new Date(refundedAt) })
    .onConflictDoNothing();
  // Attempts a refunded voucher added are taken back; attempts already made stay as history.
  await tx.delete(attemptGrants).where(eq(attemptGrants.orderId, orderId));
  for (const courseId of new Set(courseIds)) {
    const removed = await tx
      .delete(enrolments)
      .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
      .returning();
    if (removed.length > 0) {
      await enqueueEvent(
        tx,
        learning.enrolmentRevoked,
        { userId, courseId, reason: 'refunded' },
        correlationIdOf(envelope),
      );
    }
  }
};
