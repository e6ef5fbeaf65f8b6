import type { Order, OrderDetail } from '@academy/contracts';
import type { AuthUser } from '@academy/kit';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { OrdersDb } from '../context.ts';
import { type OrderRow, readOwnOrder, voucherRedeemed } from '../db/order-records.ts';
import { certificates, orderLines, orderStatusHistory, orders } from '../db/schema.ts';
import { cancellation } from '../domain/order-status.ts';

type LineRow = typeof orderLines.$inferSelect;

const summary = (order: OrderRow, lines: LineRow[], certified: Set<number>): Order => {
  const [first] = lines;
  const more = lines.length - 1;
  return {
    id: order.id,
    order_id: order.id,
    course: `${first?.title ?? ''}${more > 0 ? ` and ${more} more` : ''}`,
    courseId: first?.courseId ?? 0,
    instructor: first?.instructor ?? '',
    purchaseDetails: lines.length === 1 ? '1 course' : `${lines.length} courses`,
    date: order.createdAt.toISOString(),
    amount: order.amountMinor,
    originalAmount: order.amountMinor + order.discountMinor,
    discount: order.discountMinor,
    couponCode: order.couponCode,
    currency: order.currency,
    paymentMethod: order.paymentMethod,
    status: order.status,
    refunded: order.refunded,
    hasCertificate: first ? certified.has(first.courseId) : false,
  };
};

const certifiedCourses = async (db: OrdersDb, userId: string) =>
  new Set(
    (
      await db
        .select({ courseId: certificates.courseId })
        .from(certificates)
        .where(eq(certificates.userId, userId))
    ).map((row) => row.courseId),
  );

/** The learner's orders, newest first. */
export const listOrders = async (db: OrdersDb, userId: string): Promise<Order[]> => {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((order) => order.id),
      ),
    )
    .orderBy(asc(orderLines.position));
  const certified = await certifiedCourses(db, userId);
  return rows.map((order) =>
    summary(
      order,
      lines.filter((line) => line.orderId === order.id),
      certified,
    ),
  );
};

/** One order with its lines and history; another learner's order is not found. */
export const orderDetail = async (
  db: OrdersDb,
  id: string,
  user: AuthUser,
  now = new Date(),
): Promise<OrderDetail> => {
  const order = await readOwnOrder(db, id, user);
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, id))
    .orderBy(asc(orderLines.position));
  const history = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, id))
    .orderBy(asc(orderStatusHistory.id));
  const certified = await certifiedCourses(db, order.userId);
  const decision = cancellation(order, {
    now,
    certificateIssued: lines.some((line) => certified.has(line.courseId)),
    voucherRedeemed: await voucherRedeemed(db, order.id),
  });
  return {
    ...summary(order, lines, certified),
    lines: lines.map(({ courseId, kind, title, instructor, amountMinor, discountMinor }) => ({
      courseId,
      kind,
      title,
      instructor,
      amountMinor,
      discountMinor,
    })),
    history: history.map((change) => ({
      status: change.status,
      at: change.at.toISOString(),
      note: change.note,
    })),
    failureReason: order.failureReason,
    invoiceNumber: order.invoiceNumber,
    cancellation: decision.kind === 'refused' ? 'none' : decision.kind,
  };
};
