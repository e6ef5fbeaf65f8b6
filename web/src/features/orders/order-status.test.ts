import { describe, expect, it } from 'vitest';
import { STATUS_TONE } from './order-status.ts';

describe('the status badge colour', () => {
  it('is green for paid, amber for waiting, red for failed and grey for cancelled orders', () => {
    expect(STATUS_TONE).toEqual({
      Completed: 'success',
      Processing: 'warning',
      Failed: 'danger',
      Cancelled: 'neutral',
    });
  });
});
