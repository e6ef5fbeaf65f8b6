import { describe, expect, it } from 'vitest';
import { displayStatus, offersCertificate, STATUS_TONE } from './order-status.ts';
import { anOrder } from './order-test-data.ts';

describe('the status badge colour', () => {
  it('is green for paid, amber for waiting, red for failed, grey for cancelled and blue for refunded orders', () => {
    expect(STATUS_TONE).toEqual({
      Completed: 'success',
      Processing: 'warning',
      Failed: 'danger',
      Cancelled: 'neutral',
      Refunded: 'info',
    });
  });
});

describe('what an order is shown as', () => {
  it('says Refunded for a cancelled order whose payment went back, Cancelled otherwise', () => {
    expect(displayStatus(anOrder({ status: 'Cancelled', refunded: true }))).toBe('Refunded');
    expect(displayStatus(anOrder({ status: 'Cancelled', refunded: false }))).toBe('Cancelled');
    expect(displayStatus(anOrder({ status: 'Completed' }))).toBe('Completed');
  });

  it('offers the certificate only on a paid order whose course has one', () => {
    expect(offersCertificate(anOrder({ status: 'Completed', hasCertificate: true }))).toBe(true);
    expect(offersCertificate(anOrder({ status: 'Completed', hasCertificate: false }))).toBe(false);
    expect(offersCertificate(anOrder({ status: 'Cancelled', hasCertificate: true }))).toBe(false);
  });
});
