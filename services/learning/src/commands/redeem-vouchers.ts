import { type EventData, type EventEnvelope, learning, type orders } from '@academy/contracts';
import { correlationIdOf, type Executor, enqueueEvent } from '@academy/kit';
import { eq } from 'drizzle-orm';
import { attemptGrants, courses } from '../db/schema.ts';
import { certificationQuizId } from '../domain/exam-vouchers.ts';

/**
 * Adds the attempts of every paid voucher line to the buyer's certification quiz of the course the
 * voucher is for, inside the consumer's transaction. Exactly once per (order, line): the row's key
 * is the order id and the voucher's course id, so a replay or a redelivery adds nothing and
 * announces nothing.
 */
export const redeemVouchersWithin = async (
  tx: Executor,
  envelope: EventEnvelope<EventData<typeof orders.orderPaid>>,
) => {
  const { orderId, userId, lines } = envelope.data;
  for (const line of lines) {
    if (line.kind !== 'voucher' || !line.voucher) continue;
    const { courseId, attempts } = line.voucher;
    const [granted] = await tx
      .insert(attemptGrants)
      .values({ orderId, voucherCourseId: line.courseId, userId, courseId, attempts })
      .onConflictDoNothing()
      .returning();
    if (!granted) continue;
    const [course] = await tx.select().from(courses).where(eq(courses.id, courseId));
    await enqueueEvent(
      tx,
      learning.voucherRedeemed,
      { userId, courseId, quizId: certificationQuizId(course?.quizIds ?? []), attempts, orderId },
      correlationIdOf(envelope),
    );
  }
};
