import { type AuthUser, conflict, notFound } from '@academy/kit';
import { asc, eq } from 'drizzle-orm';
import type { OrdersDb } from '../context.ts';
import { buyers, orderLines, orders } from '../db/schema.ts';
import type { InvoiceContent } from '../pdf/render-invoice.ts';

/**
 * What the invoice of a paid order prints, or the credit note of a refunded one. Orders never paid
 * have neither (409).
 */
export const invoiceContent = async (
  db: OrdersDb,
  id: string,
  user: AuthUser | null,
): Promise<InvoiceContent> => {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order || !user || (user.role !== 'ADMIN' && order.userId !== user.id))
    throw notFound('Order not found');
  const creditNote = order.refunded && order.creditNoteNumber;
  if (!(order.status === 'Completed' && order.invoiceNumber) && !creditNote) {
    throw conflict('Invoices are issued for paid orders only', 'NOT_PAID');
  }
  const [buyer] = await db.select().from(buyers).where(eq(buyers.userId, order.userId));
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, id))
    .orderBy(asc(orderLines.position));
  return {
    kind: creditNote ? 'credit-note' : 'invoice',
    number: (creditNote || order.invoiceNumber) ?? '',
    invoiceNumber: order.invoiceNumber,
    issuedAt: (creditNote ? order.refundedAt : order.paidAt) ?? order.createdAt,
    orderId: order.id,
    buyer: { name: buyer?.fullName ?? 'Academy learner', email: buyer?.email ?? '' },
    lines: lines.map((line) => ({
      title: line.title,
      instructor: line.instructor,
      amountMinor: line.amountMinor,
    })),
    discount:
      order.couponCode && order.discountMinor > 0
        ? { code: order.couponCode, amountMinor: order.discountMinor }
        : null,
    amountMinor: order.amountMinor,
    currency: order.currency,
    paymentMethod: order.paymentMethod,
    status: order.refunded ? 'Refunded' : order.status,
  };
};
