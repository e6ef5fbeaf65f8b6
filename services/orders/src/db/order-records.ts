import type { AuthUser } from '@academy/kit';
import { lockRow, notFound } from '@academy/kit';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrdersDb, OrdersTx } from '../context.ts';
import { financialYearOf } from '../domain/gst.ts';
import type { OrderStatus } from '../domain/order-status.ts';
import { documentNumber } from '../domain/order-totals.ts';
import {
  certificates,
  documentCounters,
  orderLines,
  orderStatusHistory,
  orders,
  redeemedVouchers,
} from './schema.ts';

export type OrderRow = typeof orders.$inferSelect;

/** The order, locked until the transaction ends: concurrent payments, cancels and webhooks queue here. */
export const lockOrder = async (tx: OrdersTx, where: { id: string } | { paymentIntentId: string }) => {
  const condition =
    'id' in where ? eq(orders.id, where.id) : eq(orders.paymentIntentId, where.paymentIntentId);
  return lockRow(tx, orders, condition);
};

/** The order if it is the caller's (an administrator's: any); another's is a 404 like a missing one. */
const ownOrder = (order: OrderRow | undefined, user: AuthUser) => {
  if (!order || (user.role !== 'ADMIN' && order.userId !== user.id)) throw notFound('Order not found');
  return order;
};

/** The caller's order, read without a lock. */
export const readOwnOrder = async (db: OrdersDb | OrdersTx, id: string, user: AuthUser) => {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return ownOrder(order, user);
};

/** The caller's order, locked until the transaction ends. */
export const lockOwnOrder = async (tx: OrdersTx, id: string, user: AuthUser) =>
  ownOrder(await lockOrder(tx, { id }), user);

export const linesOf = (tx: OrdersTx, orderId: string) =>
  tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.position);

export const recordStatus = (tx: OrdersTx, orderId: string, status: OrderStatus, note: string | null) =>
  tx.insert(orderStatusHistory).values({ orderId, status, note });

/** Whether the learner holds a certificate for any of the courses. */
export const certificateIssued = async (tx: OrdersTx, userId: string, courseIds: number[]) => {
  if (courseIds.length === 0) return false;
  const found = await tx
    .select({ courseId: certificates.courseId })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), inArray(certificates.courseId, courseIds)))
    .limit(1);
  return found.length > 0;
};

/** Whether learning redeemed an exam voucher of the order (its attempts were added). */
export const voucherRedeemed = async (tx: OrdersDb | OrdersTx, orderId: string) => {
  const found = await tx
    .select({ orderId: redeemedVouchers.orderId })
    .from(redeemedVouchers)
    .where(eq(redeemedVouchers.orderId, orderId))
    .limit(1);
  return found.length > 0;
};

/**
 * The next invoice or credit-note number of the financial year `at` falls in. The counter row stays
 * locked until the transaction commits, so numbers are taken in order and a rolled-back payment
 * leaves no gap.
 */
export const nextDocumentNumber = async (tx: OrdersTx, series: 'INV' | 'CN', at: Date) => {
  const year = financialYearOf(at);
  const [counter] = await tx
    .insert(documentCounters)
    .values({ series: `${series}-FY`, year, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.year],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  if (!counter) throw new Error('document counter not written');
  return documentNumber(series, year, counter.last);
};
