import type { orders } from '@academy/contracts';
import { correlationIdOf, type EventHandler } from '@academy/kit';
import { removeLines } from '../../commands/cart-changes.ts';

/** orders.order.paid.v1: the lines the learner paid for leave their cart. */
export const removePaidLines: EventHandler<typeof orders.orderPaid> = async (envelope, tx) => {
  const { userId, lines } = envelope.data;
  const courseIds = lines.map((line) => line.courseId);
  await removeLines(tx, userId, courseIds, correlationIdOf(envelope));
};
