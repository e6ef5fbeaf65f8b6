import { formatLongDate, startPdf } from '@academy/kit/pdf';
import type { Seller } from '../config.ts';
import { rupeesInWords } from '../domain/amount-in-words.ts';
import { GST_RATE_PERCENT, SAC_TRAINING, stateLabel, type TaxedLine, taxTotals } from '../domain/gst.ts';
import { formatMoney } from '../domain/order-totals.ts';

const FONTS = { text: 'DejaVuSans', bold: 'DejaVuSans-Bold' };

export interface InvoiceContent {
  kind: 'invoice' | 'credit-note';
  number: string;
  /** The invoice a credit note cancels, and its date. */
  invoiceNumber: string | null;
  invoiceDate: Date | null;
  issuedAt: Date;
  orderId: string;
  seller: Seller;
  buyer: { name: string; email: string; gstin: string | null; address: string | null };
  /** The GST state code supplied to; the same as the seller's means CGST + SGST, else IGST. */
  placeOfSupply: string;
  intraState: boolean;
  lines: { title: string; instructor: string; amountMinor: number; tax: TaxedLine }[];
  /** The coupon and what it took off the lines' total; `amountMinor` is what was paid. */
  discount: { code: string; amountMinor: number } | null;
  amountMinor: number;
  currency: string;
  paymentMethod: string | null;
  status: string;
}

const NAVY = '#1f3a5f';
const MUTED = '#555555';
const INK = '#222222';
const HALF_RATE = GST_RATE_PERCENT / 2;

/** The GST table's columns: [label, x, width]; amounts are right-aligned. */
const taxColumns = (intraState: boolean) => ({
  description: [50, 150],
  sac: [205, 45],
  taxable: [255, 80],
  taxes: intraState
    ? ([
        [`CGST ${HALF_RATE} %`, 340, 65, 'cgstMinor'],
        [`SGST ${HALF_RATE} %`, 410, 65, 'sgstMinor'],
      ] as const)
    : ([[`IGST ${GST_RATE_PERCENT} %`, 340, 135, 'igstMinor']] as const),
  total: [480, 65],
});

/**
 * An A4 tax invoice (or credit note, with negative amounts): seller and buyer with their GSTINs, the
 * place of supply, the lines as bought, and the GST in them per line with SAC, taxable value and tax.
 */
export const renderInvoicePdf = (content: InvoiceContent): Promise<Buffer> => {
  const credit = content.kind === 'credit-note';
  const title = credit ? 'CREDIT NOTE' : 'TAX INVOICE';
  const info = { Title: `${title} ${content.number}`, Author: content.seller.legalName };
  const { doc, finished } = startPdf({ size: 'A4', margin: 50, info }, FONTS);
  const money = (amount: number) => formatMoney(credit ? -amount : amount, content.currency);
  const { seller, buyer } = content;

  doc.font('bold').fontSize(22).fillColor(NAVY).text(title, 50, 50);
  doc.font('text').fontSize(10).fillColor(MUTED);
  doc.text(`Number: ${content.number}`, 300, 52, { width: 245, align: 'right' });
  doc.text(`Date: ${formatLongDate(content.issuedAt)}`, 300, 66, { width: 245, align: 'right' });
  doc.text(`Order: ${content.orderId}`, 250, 80, { width: 295, align: 'right' });
  if (credit && content.invoiceNumber) {
    const dated = content.invoiceDate ? ` of ${formatLongDate(content.invoiceDate)}` : '';
    doc.text(`Against invoice ${content.invoiceNumber}${dated}`, 250, 94, { width: 295, align: 'right' });
  }

  // A long 'Against invoice' line may wrap: the parties start below it.
  const partiesTop = Math.max(125, doc.y + 14);
  doc.font('bold').fontSize(11).fillColor(NAVY).text('Seller', 50, partiesTop);
  doc
    .font('text')
    .fontSize(10)
    .fillColor(INK)
    .text(
      [
        seller.legalName,
        seller.address,
        `GSTIN: ${seller.gstin}`,
        `State: ${stateLabel(seller.stateCode)}`,
      ].join('\n'),
      50,
      partiesTop + 16,
      { width: 240 },
    );
  const sellerBottom = doc.y;
  doc.font('bold').fontSize(11).fillColor(NAVY).text('Billed to', 320, partiesTop);
  const buyerLines = [
    buyer.name,
    buyer.email,
    ...(buyer.address ? [buyer.address] : []),
    ...(buyer.gstin ? [`GSTIN: ${buyer.gstin}`] : []),
    `Place of supply: ${stateLabel(content.placeOfSupply)}`,
  ];
  doc
    .font('text')
    .fontSize(10)
    .fillColor(INK)
    .text(buyerLines.join('\n'), 320, partiesTop + 16, { width: 225 });

  let y = Math.max(sellerBottom, doc.y) + 24;
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(NAVY)
    .text('Course', 50, y)
    .text('Amount', 400, y, { width: 145, align: 'right' });
  rule(doc, y + 16);
  y += 26;
  for (const line of content.lines) {
    doc.font('text').fontSize(10).fillColor(INK).text(line.title, 50, y, { width: 330 });
    doc
      .fillColor(MUTED)
      .fontSize(9)
      .text(`By ${line.instructor} · SAC ${SAC_TRAINING}`, 50, doc.y, { width: 330 });
    doc.fillColor(INK).fontSize(10).text(money(line.amountMinor), 400, y, { width: 145, align: 'right' });
    y = Math.max(doc.y, y + 28) + 8;
  }
  rule(doc, y);
  if (content.discount) {
    doc
      .font('text')
      .fontSize(10)
      .fillColor(INK)
      .text(`Coupon ${content.discount.code}`, 50, y + 10)
      .text(money(-content.discount.amountMinor), 400, y + 10, { width: 145, align: 'right' });
    y += 24;
  }
  doc
    .font('bold')
    .fontSize(12)
    .text('Total (GST included)', 50, y + 10)
    .text(money(content.amountMinor), 400, y + 10, { width: 145, align: 'right' });

  y += 48;
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(NAVY)
    .text(`GST at ${GST_RATE_PERCENT} % included in the total`, 50, y);
  y += 20;
  const columns = taxColumns(content.intraState);
  const row = (
    cells: { description: string; sac: string; amounts: TaxedLine },
    font: 'text' | 'bold',
    color = INK,
  ) => {
    const top = y;
    doc.font(font).fontSize(9).fillColor(color);
    doc.text(cells.sac, columns.sac[0], top, { width: columns.sac[1] });
    doc.text(money(cells.amounts.taxableMinor), columns.taxable[0], top, {
      width: columns.taxable[1],
      align: 'right',
    });
    for (const [, x, width, key] of columns.taxes)
      doc.text(money(cells.amounts[key]), x, top, { width, align: 'right' });
    doc.text(money(cells.amounts.amountMinor), columns.total[0], top, {
      width: columns.total[1],
      align: 'right',
    });
    doc.text(cells.description, columns.description[0], top, { width: columns.description[1] });
    y = Math.max(doc.y, top + 14) + 6;
  };
  doc.font('bold').fontSize(9).fillColor(NAVY);
  doc.text('Description', columns.description[0], y, { width: columns.description[1] });
  doc.text('SAC', columns.sac[0], y, { width: columns.sac[1] });
  doc.text('Taxable value', columns.taxable[0], y, { width: columns.taxable[1], align: 'right' });
  for (const [label, x, width] of columns.taxes) doc.text(label, x, y, { width, align: 'right' });
  doc.text('Total', columns.total[0], y, { width: columns.total[1], align: 'right' });
  rule(doc, y + 14);
  y += 22;
  for (const line of content.lines)
    row({ description: line.title, sac: SAC_TRAINING, amounts: line.tax }, 'text');
  rule(doc, y - 2);
  y += 4;
  row({ description: 'Total', sac: '', amounts: taxTotals(content.lines.map((line) => line.tax)) }, 'bold');

  if (content.currency === 'INR') {
    doc
      .font('text')
      .fontSize(9)
      .fillColor(INK)
      .text(`Amount in words: ${rupeesInWords(content.amountMinor)}`, 50, y + 4, {
        width: 495,
      });
    y = doc.y;
  }
  y += 16;
  doc.font('text').fontSize(10).fillColor(MUTED);
  doc.text(`Payment method: ${content.paymentMethod ?? 'Card'}`, 50, y);
  doc.text(`Status: ${content.status}`, 50, y + 14);
  doc.text(
    credit
      ? 'The amount above, GST included, was refunded in full to the original payment method.'
      : `Paid in full. Thank you for learning with ${seller.legalName}.`,
    50,
    y + 40,
    { width: 495 },
  );
  doc.end();
  return finished;
};

const rule = (doc: PDFKit.PDFDocument, y: number) =>
  doc.moveTo(50, y).lineTo(545, y).strokeColor(NAVY).lineWidth(1).stroke();
