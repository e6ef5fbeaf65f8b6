import { describe, expect, it } from 'vitest';
import { anOrder } from './order-test-data.ts';
import { csvAmount, csvField, ordersCsv } from './orders-csv.ts';

describe('a CSV field', () => {
  it('stays as it is when nothing in it needs quoting', () => {
    expect(csvField('Asha Rao')).toBe('Asha Rao');
  });

  it('is quoted, with quotes doubled, when it holds a comma, a quote or a line break', () => {
    expect(csvField('Forensics, Part 1')).toBe('"Forensics, Part 1"');
    expect(csvField('The "Expert" Track')).toBe('"The ""Expert"" Track"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
  });

  it('cannot run as a spreadsheet formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});

describe('a CSV amount', () => {
  it('is the minor units in the currency’s decimals', () => {
    expect(csvAmount(999900, 'INR')).toBe('9999.00');
    expect(csvAmount(12050, 'USD')).toBe('120.50');
    expect(csvAmount(1200, 'JPY')).toBe('1200');
    expect(csvAmount(0, 'EUR')).toBe('0.00');
  });
});

describe('the orders CSV', () => {
  it('has a header and one line per order with id, course, instructor, date, amount, currency, method, status', () => {
    const csv = ordersCsv([
      anOrder({ id: '11111111-0000-4000-8000-000000000001' }),
      anOrder({
        id: '22222222-0000-4000-8000-000000000002',
        course: 'Networks, "Advanced"',
        amount: 12050,
        currency: 'USD',
        paymentMethod: null,
        status: 'Failed',
      }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Order ID,Course,Instructor,Date,Amount,Currency,Payment method,Status',
      '11111111-0000-4000-8000-000000000001,Digital Forensics Essentials,Asha Rao,2026-11-20T10:00:00.000Z,9999.00,INR,Visa •••• 4242,Completed',
      '22222222-0000-4000-8000-000000000002,"Networks, ""Advanced""",Asha Rao,2026-11-20T10:00:00.000Z,120.50,USD,,Failed',
      '',
    ]);
  });

  it('is only the header for no orders', () => {
    expect(ordersCsv([])).toBe('Order ID,Course,Instructor,Date,Amount,Currency,Payment method,Status\r\n');
  });
});
