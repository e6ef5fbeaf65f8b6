import { describe, expect, it } from 'vitest';
import {
  buyerTaxColumns,
  checkGstin,
  financialYearOf,
  gstinCheckCharacter,
  placeOfSupply,
  taxLine,
} from '../../src/domain/gst.ts';

describe('checkGstin', () => {
  it('accepts GSTINs whose check character matches, forgiving case and spaces', () => {
    expect(checkGstin('27AAPFU0939F1ZV')).toEqual({ ok: true, gstin: '27AAPFU0939F1ZV', stateCode: '27' });
    expect(checkGstin(' 29aabct 1332l1za ')).toEqual({ ok: true, gstin: '29AABCT1332L1ZA', stateCode: '29' });
  });

  it('refuses a wrong check character, a state that does not exist, a broken pattern or length', () => {
    expect(checkGstin('27AAPFU0939F1ZA')).toEqual({
      ok: false,
      reason: 'The GSTIN check character does not match: please check it for typos',
    });
    // A check character computed right does not save a state code outside 01–38.
    expect(checkGstin(`99AAPFU0939F1Z${gstinCheckCharacter('99AAPFU0939F1Z')}`)).toEqual({
      ok: false,
      reason: 'The GSTIN starts with 99, which is not an Indian state code (01–38)',
    });
    expect(checkGstin('00AAPFU0939F1ZV').ok).toBe(false);
    expect(checkGstin(`27AAPF10939F1Z${gstinCheckCharacter('27AAPF10939F1Z')}`)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('PAN'),
    });
    expect(checkGstin('27AAPFU0939F1Z')).toEqual({ ok: false, reason: 'A GSTIN has exactly 15 characters' });
  });
});

describe('place of supply', () => {
  it("is the GSTIN's state, else the state chosen, else the seller's", () => {
    expect(placeOfSupply({ gstin: '27AAPFU0939F1ZV', stateCode: '07' }, '29')).toBe('27');
    expect(placeOfSupply({ gstin: null, stateCode: '07' }, '29')).toBe('07');
    expect(placeOfSupply({ gstin: null, stateCode: null }, '29')).toBe('29');
  });

  it('keeps empty fields as not given and refuses an unknown state', () => {
    expect(buyerTaxColumns({ buyerGstin: '', billingStateCode: '', billingAddress: ' ' }, '29')).toEqual({
      ok: true,
      columns: { buyerGstin: null, billingStateCode: null, billingAddress: null, placeOfSupply: '29' },
    });
    expect(buyerTaxColumns({ billingStateCode: '39' }, '29')).toEqual({
      ok: false,
      reason: 'The billing state must be a GST state code from 01 to 38',
    });
  });
});

describe('financialYearOf', () => {
  it("turns on 1 April in India's time", () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe(2026); // 23:59:59 IST, 31 March
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe(2027); // 00:00 IST, 1 April
    expect(financialYearOf(new Date('2027-01-15T00:00:00Z'))).toBe(2026);
  });
});

describe('taxLine', () => {
  it('splits every GST-inclusive amount into parts that add up to it to the paisa', () => {
    for (let paid = 1; paid <= 2_000_000; paid += 997) {
      for (const intraState of [true, false]) {
        const line = taxLine(paid, intraState);
        expect(line.taxableMinor + line.cgstMinor + line.sgstMinor + line.igstMinor).toBe(paid);
        // 18 % of the taxable value, within the paisa of rounding.
        const tax = line.cgstMinor + line.sgstMinor + line.igstMinor;
        expect(Math.abs(tax - line.taxableMinor * 0.18)).toBeLessThanOrEqual(1);
        if (intraState) expect(line.sgstMinor - line.cgstMinor).toBeOneOf([0, 1]);
        else expect(line.cgstMinor + line.sgstMinor).toBe(0);
      }
    }
    expect(taxLine(999900, true)).toEqual({
      amountMinor: 999900,
      taxableMinor: 847373,
      cgstMinor: 76263,
      sgstMinor: 76264,
      igstMinor: 0,
    });
  });
});
