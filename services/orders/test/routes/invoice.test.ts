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

beforeAll(async () => {
  service = await startOrders('orders_invoice');
  await service.seedCourse({ courseId: 69, title: 'Цифровая криминалистика', priceMinor: 499900 });
});

afterAll(async () => {
  await service?.close();
});

const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();

describe('GET /orders/:id/invoice', () => {
  it('prints the invoice of a paid order, numbered without gaps, and a credit note once refunded', async () => {
    const learner = randomUUID();
    await service.seedBuyer(learner, 'Ada Lovelace', 'ada@example.com');
    const { orderId, sessionId } = await placeAndOpen(service, learner, [69]);

    const unpaid = await service.call('GET', `/orders/${orderId}/invoice`, learner);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe('Invoices are issued for paid orders only');

    await service.stripe.pay(sessionId, { number: PAYING_CARD });
    const paid = await statusBecomes(service, orderId, learner, 'Completed');
    const year = new Date().getUTCFullYear();
    expect(paid.invoiceNumber).toBe(`INV-${year}-000001`);

    const invoice = await service.call('GET', `/orders/${orderId}/invoice`, learner);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    const text = pdfText(invoice.rawPayload);
    for (const expected of [
      'INVOICE',
      `INV-${year}-000001`,
      'Academy',
      'Ada Lovelace',
      'ada@example.com',
      'Цифровая криминалистика',
      '₹4,999.00',
      'Visa •••• 4242',
      'Completed',
    ]) {
      expect(text).toContain(expected);
    }
    expect((await service.call('GET', `/orders/${orderId}/invoice`, randomUUID())).statusCode).toBe(404);

    await service.call('PUT', `/orders/${orderId}/cancel`, learner);
    const creditNote = pdfText((await service.call('GET', `/orders/${orderId}/invoice`, learner)).rawPayload);
    for (const expected of [
      'CREDIT NOTE',
      `CN-${year}-000001`,
      `INV-${year}-000001`,
      '-₹4,999.00',
      'Refunded',
    ]) {
      expect(creditNote).toContain(expected);
    }
  });
});
