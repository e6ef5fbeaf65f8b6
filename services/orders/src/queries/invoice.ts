import { type AuthUser, conflict } from '@academy/kit';
import { asc, eq } from 'drizzle-orm';
import type { OrdersContext } from '../context.ts';
import { readOwnOrder } from '../db/order-records.ts';
import { buyers, orderLines } from '../db/schema.ts';
import { taxLine } from '../domain/gst.ts';
import type { InvoiceContent } from '../pdf/render-invoice.ts';

/**
 * What the tax invoice of a paid order prints, or the credit note of a refunded one. Orders never
 * paid have neither (409). Each line's GST is taken from what was paid for it (after its share of a
 * coupon): CGST + SGST when supplied in the seller's state, IGST elsewhere.
 */
export const invoiceContent = async (
  settings: Pick<OrdersContext, 'db' | 'seller'>,
  id: string,
  user: AuthUser,
): Promise<InvoiceContent> => {
  const { db } = settings;
  const order = await readOwnOrder(db, id, user);
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
  // The seller as invoiced; orders paid before it was kept print today's settings.
  const seller = order.seller ?? settings.seller;
  // Orders placed before buyers gave a state were supplied where the seller is.
  const placeOfSupply = order.placeOfSupply ?? seller.stateCode;
  const intraState = placeOfSupply === seller.stateCode;
  return {
    kind: creditNote ? 'credit-note' : 'invoice',
    number: (creditNote || order.invoiceNumber) ?? '',
    invoiceNumber: order.invoiceNumber,
    invoiceDate: order.paidAt,
    issuedAt: (creditNote ? order.refundedAt : order.paidAt) ?? order.createdAt,
    orderId: order.id,
    seller,
    buyer: {
      name: buyer?.fullName ?? 'Academy learner',
      email: buyer?.email ?? '',
      gstin: order.buyerGstin,
      address: order.billingAddress,
    },
    placeOfSupply,
    intraState,
    lines: lines.map((line) => ({
      title: line.title,
      instructor: line.instructor,
      amountMinor: line.amountMinor,
      tax: taxLine(line.amountMinor - line.discountMinor, intraState),
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
