import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../shared/i18n/i18n.ts';
import { cancellationText, documentFileName } from './order-format.ts';
import { anOrderDetail } from './order-test-data.ts';

describe('what the cancel confirmation says', () => {
  it('names the refunded amount in the order’s currency and the courses whose access ends', () => {
    const order = anOrderDetail({ cancellation: 'refund' });
    expect(cancellationText(order, 'refund', 'en-IN')).toBe(
      'This refunds ₹9,999.00 to your card and ends your access to Digital Forensics Essentials.',
    );
    expect(cancellationText(order, 'refund', 'de-DE')).toBe(
      'This refunds 9.999,00\u00a0₹ to your card and ends your access to Digital Forensics Essentials.',
    );
  });

  it('lists every course of a several-course order and leaves vouchers out', () => {
    const order = anOrderDetail({
      cancellation: 'refund',
      amount: 2500,
      currency: 'USD',
      lines: [
        {
          courseId: 1,
          kind: 'course',
          title: 'Python',
          instructor: 'A',
          amountMinor: 1000,
          discountMinor: 0,
        },
        { courseId: 2, kind: 'course', title: 'Cloud', instructor: 'B', amountMinor: 1000, discountMinor: 0 },
        {
          courseId: 2,
          kind: 'voucher',
          title: 'Cloud exam voucher',
          instructor: 'B',
          amountMinor: 500,
          discountMinor: 0,
        },
      ],
    });
    expect(cancellationText(order, 'refund', 'en-US')).toBe(
      'This refunds $25.00 to your card and ends your access to Python and Cloud.',
    );
  });

  it('says it in Hindi while Hindi is on screen, the courses joined as Hindi joins a list', async () => {
    const order = anOrderDetail({
      cancellation: 'refund',
      amount: 2500,
      currency: 'USD',
      lines: ['Python', 'Cloud'].map((title, at) => ({
        courseId: at + 1,
        kind: 'course' as const,
        title,
        instructor: 'A',
        amountMinor: 1250,
        discountMinor: 0,
      })),
    });
    await switchLanguage('hi');
    try {
      expect(cancellationText(order, 'refund', 'hi-IN')).toBe(
        'इससे $25.00 आपके कार्ड में वापस आएँगे और Python और Cloud तक आपकी पहुँच समाप्त हो जाएगी।',
      );
      expect(cancellationText(order, 'cancel')).toBe('इससे बिना भुगतान वाला ऑर्डर रद्द हो जाता है।');
    } finally {
      await switchLanguage('en');
    }
  });

  it('says an unpaid order is simply cancelled', () => {
    expect(cancellationText(anOrderDetail({ status: 'Processing' }), 'cancel')).toBe(
      'This cancels the unpaid order.',
    );
  });
});

describe('the saved PDF name', () => {
  it('is the invoice number, or the order id before one exists; a credit note goes by the order', () => {
    expect(documentFileName(anOrderDetail({ invoiceNumber: 'INV-2026-000042' }), 'invoice')).toBe(
      'invoice-INV-2026-000042.pdf',
    );
    expect(documentFileName(anOrderDetail({ invoiceNumber: 'INV/2026-27/000001' }), 'invoice')).toBe(
      'invoice-INV-2026-27-000001.pdf',
    );
    expect(documentFileName(anOrderDetail({ id: 'abc', order_id: 'abc' }), 'invoice')).toBe(
      'invoice-abc.pdf',
    );
    expect(documentFileName(anOrderDetail({ order_id: 'abc', invoiceNumber: 'INV-1' }), 'credit note')).toBe(
      'credit-note-abc.pdf',
    );
  });
});
