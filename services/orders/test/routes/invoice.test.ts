import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OrdersService,
  PAYING_CARD,
  placeAndOpen,
  startOrders,
  statusBecomes,
} from '../support/orders-app.ts';

let service: OrdersService;
/** The service's clock: payments here happen on 31 March and 1 April 2027 (India's time). */
let now = new Date('2027-03-31T12:00:00Z');
const LAST_OF_MARCH = new Date('2027-03-31T12:00:00Z'); // 17:30 IST, financial year 2026-27
const FIRST_OF_APRIL = new Date('2027-03-31T18:45:00Z'); // 00:15 IST, financial year 2027-28

// The demo seller (SELLER_* defaults) is in Karnataka, 29, GSTIN 29AAGCB7383J1Z4.
const SELLER_GSTIN = '29AAGCB7383J1Z4';
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';

beforeAll(async () => {
  service = await startOrders('orders_invoice', {}, () => now);
  await service.seedCourse({ courseId: 69, title: 'Цифровая криминалистика', priceMinor: 499900 });
  await service.seedCourse({ courseId: 40, title: 'Email Forensic Analyst', priceMinor: 999900 });
});

afterAll(async () => {
  await service?.close();
});

const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
const documentText = async (orderId: string, userId: string) => {
  const reply = await service.call('GET', `/orders/${orderId}/invoice`, userId);
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-type']).toBe('application/pdf');
  return pdfText(reply.rawPayload);
};

const buy = async (
  courseIds: number[],
  at: Date,
  buyer: { buyerGstin?: string; billingStateCode?: string; billingAddress?: string } = {},
) => {
  const learner = randomUUID();
  await service.seedBuyer(learner, 'Ada Lovelace', `${learner}@example.com`);
  now = at;
  const { orderId, sessionId } = await placeAndOpen(service, learner, courseIds, buyer);
  await service.stripe.pay(sessionId, { number: PAYING_CARD });
  const paid = await statusBecomes(service, orderId, learner, 'Completed');
  return { learner, orderId, invoiceNumber: paid.invoiceNumber as string };
};

describe('tax invoices and credit notes', () => {
  it('refuses a GSTIN that fails its check, names no state, or an unknown billing state, placing nothing', async () => {
    const learner = randomUUID();
    const refusals = [
      [
        { buyerGstin: '27AAPFU0939F1ZA' },
        'The GSTIN check character does not match: please check it for typos',
      ],
      [
        { buyerGstin: '99AAPFU0939F1ZK' },
        'The GSTIN starts with 99, which is not an Indian state code (01–38)',
      ],
      [{ buyerGstin: '27AAPFU0939' }, 'A GSTIN has exactly 15 characters'],
      [{ billingStateCode: '40' }, 'The billing state must be a GST state code from 01 to 38'],
    ] as const;
    for (const [buyer, message] of refusals) {
      const reply = await service.call('POST', '/orders', learner, { courseIds: [69], ...buyer });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ message, code: 'INVALID_TAX_DETAILS' });
    }
    expect((await service.call('GET', '/orders', learner)).json().data).toEqual([]);
  });

  it('numbers invoices and credit notes in unbroken series per financial year, with GST split by place of supply', async () => {
    const unpaidLearner = randomUUID();
    const unpaid = await service.call('POST', '/orders', unpaidLearner, { courseIds: [69] });
    const refused = await service.call('GET', `/orders/${unpaid.json().data.id}/invoice`, unpaidLearner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Invoices are issued for paid orders only');

    // 31 March: a registered business in Maharashtra (another state: IGST), then a learner in Karnataka.
    const business = await buy([69], LAST_OF_MARCH, {
      buyerGstin: MAHARASHTRA_GSTIN.toLowerCase(),
      billingAddress: '4 Marine Drive, Mumbai 400002',
    });
    const local = await buy([40], LAST_OF_MARCH, { billingStateCode: '29' });
    // 1 April, a minute after midnight in India: a new financial year, a new series.
    const april = await buy([69, 40], FIRST_OF_APRIL);
    expect([business.invoiceNumber, local.invoiceNumber, april.invoiceNumber]).toEqual([
      'INV/2026-27/000001',
      'INV/2026-27/000002',
      'INV/2027-28/000001',
    ]);

    // ₹4,999.00 = 4,236.44 taxable + 762.56 IGST.
    const inter = await documentText(business.orderId, business.learner);
    for (const expected of [
      'TAX INVOICE',
      'INV/2026-27/000001',
      `GSTIN: ${SELLER_GSTIN}`,
      'Academy Learning Private Limited',
      `GSTIN: ${MAHARASHTRA_GSTIN}`,
      '4 Marine Drive, Mumbai 400002',
      'Place of supply: 27 Maharashtra',
      'Цифровая криминалистика',
      'SAC 999293',
      'IGST 18 %',
      '₹4,236.44',
      '₹762.56',
      '₹4,999.00',
      'Amount in words: Rupees Four Thousand Nine Hundred Ninety-Nine only',
      'Visa •••• 4242',
    ]) {
      expect(inter).toContain(expected);
    }
    expect(inter).not.toContain('CGST');

    // ₹9,999.00 = 8,473.73 taxable + 762.63 CGST + 762.64 SGST.
    const intra = await documentText(local.orderId, local.learner);
    for (const expected of [
      'Place of supply: 29 Karnataka',
      'CGST 9 %',
      'SGST 9 %',
      '₹8,473.73',
      '₹762.63',
      '₹762.64',
      '₹9,999.00',
    ])
      expect(intra).toContain(expected);
    expect(intra).not.toContain('IGST');

    // The seller is kept as invoiced: the document prints what was issued, not today's settings.
    const [kept] = await service.query("SELECT seller->>'gstin' AS gstin FROM orders WHERE id = $1", [
      local.orderId,
    ]);
    expect(kept).toEqual({ gstin: SELLER_GSTIN });
    await service.query(
      `UPDATE orders SET seller = jsonb_set(seller, '{address}', '"7 Old Address, Bengaluru 560002"') WHERE id = $1`,
      [local.orderId],
    );
    expect(await documentText(local.orderId, local.learner)).toContain('7 Old Address, Bengaluru 560002');

    // No state given: supplied where the seller is. Both lines and the total row add up to ₹14,998.00.
    const both = await documentText(april.orderId, april.learner);
    for (const expected of [
      'INV/2027-28/000001',
      'Place of supply: 29 Karnataka',
      '₹12,710.17',
      '₹1,143.91',
      '₹1,143.92',
      '₹14,998.00',
    ])
      expect(both).toContain(expected);

    // Refunds on 1 April: each a credit note in its own series, against the invoice it cancels.
    now = FIRST_OF_APRIL;
    for (const { orderId, learner } of [business, local]) {
      const cancelled = await service.call('PUT', `/orders/${orderId}/cancel`, learner);
      expect(cancelled.json().data).toMatchObject({ status: 'Cancelled', refunded: true });
    }
    const credit = await documentText(business.orderId, business.learner);
    for (const expected of [
      'CREDIT NOTE',
      'CN/2027-28/000001',
      'Against invoice INV/2026-27/000001',
      `GSTIN: ${MAHARASHTRA_GSTIN}`,
      'IGST 18 %',
      '-₹762.56',
      '-₹4,999.00',
      'Refunded',
    ]) {
      expect(credit).toContain(expected);
    }
    expect(await documentText(local.orderId, local.learner)).toContain('CN/2027-28/000002');
    const download = await service.call('GET', `/orders/${local.orderId}/invoice`, local.learner);
    expect(download.headers['content-disposition']).toBe('attachment; filename="CN-2027-28-000002.pdf"');
    expect((await service.call('GET', `/orders/${business.orderId}/invoice`, randomUUID())).statusCode).toBe(
      404,
    );
  });

  it('keeps the numbers of invoices issued before tax invoices and prints them as issued', async () => {
    const earlier = await buy([69], LAST_OF_MARCH);
    // An invoice numbered by the calendar year, from an order placed before places of supply were kept.
    await service.query(
      'UPDATE orders SET invoice_number = $1, place_of_supply = NULL, seller = NULL WHERE id = $2',
      ['INV-2026-000042', earlier.orderId],
    );
    const text = await documentText(earlier.orderId, earlier.learner);
    for (const expected of [
      'INV-2026-000042',
      `GSTIN: ${SELLER_GSTIN}`,
      'Place of supply: 29 Karnataka',
      'CGST 9 %',
    ])
      expect(text).toContain(expected);

    now = FIRST_OF_APRIL;
    const cancelled = await service.call('PUT', `/orders/${earlier.orderId}/cancel`, earlier.learner);
    expect(cancelled.statusCode).toBe(200);
    const [order] = await service.query('SELECT invoice_number FROM orders WHERE id = $1', [earlier.orderId]);
    expect(order).toEqual({ invoice_number: 'INV-2026-000042' });
    expect(await documentText(earlier.orderId, earlier.learner)).toContain('Against invoice INV-2026-000042');
  });
});
