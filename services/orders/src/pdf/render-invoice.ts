import { formatLongDate, startPdf } from '@academy/kit/pdf';
import { formatMoney } from '../domain/order-totals.ts';

const FONTS = { text: 'DejaVuSans', bold: 'DejaVuSans-Bold' };

/** The seller printed on every invoice. */
export const SELLER = ['Academy', 'Online courses', 'billing@academy.example'];

export interface InvoiceContent {
  kind: 'invoice' | 'credit-note';
  number: string;
  /** The invoice a credit note cancels. */
  invoiceNumber: string | null;
  issuedAt: Date;
  orderId: string;
  buyer: { name: string; email: string };
  lines: { title: string; instructor: string; amountMinor: number }[];
  /** The coupon and what it took off the lines' total; `amountMinor` is what was paid. */
  discount: { code: string; amountMinor: number } | null;
  amountMinor: number;
  currency: string;
  paymentMethod: string | null;
  status: string;
}

const NAVY = '#1f3a5f';
const MUTED = '#555555';

/** An A4 invoice (or credit note, with negative amounts): seller, buyer, lines, total, payment. */
export const renderInvoicePdf = (content: InvoiceContent): Promise<Buffer> => {
  const credit = content.kind === 'credit-note';
  const title = credit ? 'CREDIT NOTE' : 'INVOICE';
  const info = { Title: `${title} ${content.number}`, Author: 'Academy' };
  const { doc, finished } = startPdf({ size: 'A4', margin: 50, info }, FONTS);
  const money = (amount: number) => formatMoney(credit ? -amount : amount, content.currency);

  doc.font('bold').fontSize(24).fillColor(NAVY).text(title, 50, 50);
  doc.font('text').fontSize(10).fillColor(MUTED);
  doc.text(`Number: ${content.number}`, 350, 52, { align: 'right' });
  doc.text(`Date: ${formatLongDate(content.issuedAt)}`, 350, 66, { align: 'right' });
  doc.text(`Order: ${content.orderId}`, 250, 80, { align: 'right' });
  if (credit && content.invoiceNumber)
    doc.text(`Cancels invoice ${content.invoiceNumber}`, 250, 94, { align: 'right' });

  doc.font('bold').fontSize(11).fillColor(NAVY).text('Seller', 50, 130);
  doc.font('text').fontSize(10).fillColor('#222222').text(SELLER.join('\n'), 50, 146);
  doc.font('bold').fontSize(11).fillColor(NAVY).text('Billed to', 320, 130);
  doc
    .font('text')
    .fontSize(10)
    .fillColor('#222222')
    .text(`${content.buyer.name}\n${content.buyer.email}`, 320, 146);

  let y = 220;
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(NAVY)
    .text('Course', 50, y)
    .text('Amount', 400, y, { width: 145, align: 'right' });
  doc
    .moveTo(50, y + 16)
    .lineTo(545, y + 16)
    .strokeColor(NAVY)
    .lineWidth(1)
    .stroke();
  y += 26;
  for (const line of content.lines) {
    doc.font('text').fontSize(10).fillColor('#222222').text(line.title, 50, y, { width: 330 });
    doc.fillColor(MUTED).fontSize(9).text(`By ${line.instructor}`, 50, doc.y, { width: 330 });
    doc
      .fillColor('#222222')
      .fontSize(10)
      .text(money(line.amountMinor), 400, y, { width: 145, align: 'right' });
    y = Math.max(doc.y, y + 28) + 8;
  }
  doc.moveTo(50, y).lineTo(545, y).strokeColor(NAVY).stroke();
  if (content.discount) {
    doc
      .font('text')
      .fontSize(10)
      .fillColor('#222222')
      .text(`Coupon ${content.discount.code}`, 50, y + 10)
      .text(money(-content.discount.amountMinor), 400, y + 10, { width: 145, align: 'right' });
    y += 24;
  }
  doc
    .font('bold')
    .fontSize(12)
    .text('Total', 50, y + 10)
    .text(money(content.amountMinor), 400, y + 10, { width: 145, align: 'right' });

  y += 50;
  doc.font('text').fontSize(10).fillColor(MUTED);
  doc.text(`Payment method: ${content.paymentMethod ?? 'Card'}`, 50, y);
  doc.text(`Status: ${content.status}`, 50, y + 14);
  doc.text(
    credit
      ? 'The amount above was refunded in full to the original payment method.'
      : 'Paid in full. Thank you for learning with Academy.',
    50,
    y + 40,
  );
  doc.end();
  return finished;
};
