import { GST_STATES } from '@academy/contracts';

/**
 * Indian GST for the academy's sales (SAC 999293, commercial training and coaching services, 18 %).
 * Prices are what the buyer pays, GST included: each line's taxable value is its paid amount / 1.18
 * rounded to whole paise and its tax the rest, so the lines add up to the amount paid to the paisa.
 */

export const SAC_TRAINING = '999293';
export const GST_RATE_PERCENT = 18;

/** '29' → '29 Karnataka', as the place of supply is printed. */
export const stateLabel = (code: string) => `${code} ${GST_STATES[code] ?? ''}`.trim();

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, a letter), entity number, 'Z', check character. */
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTIN check character: the first 14 characters as base-36 values, weighted 1, 2, 1, 2, …, each
 * product's base-36 digits summed; the check value makes the total a multiple of 36.
 */
export const gstinCheckCharacter = (first14: string) => {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARACTERS.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS.charAt((36 - (sum % 36)) % 36);
};

export type GstinCheck = { ok: true; gstin: string; stateCode: string } | { ok: false; reason: string };

/** A buyer's GSTIN as typed (spaces and case forgiven), or why it cannot be one. */
export const checkGstin = (typed: string): GstinCheck => {
  const gstin = typed.replace(/\s+/g, '').toUpperCase();
  if (gstin.length !== 15) return { ok: false, reason: 'A GSTIN has exactly 15 characters' };
  const stateCode = gstin.slice(0, 2);
  if (!GST_STATES[stateCode]) {
    return {
      ok: false,
      reason: `The GSTIN starts with ${stateCode}, which is not an Indian state code (01–38)`,
    };
  }
  if (!GSTIN_PATTERN.test(gstin)) {
    return {
      ok: false,
      reason:
        'The GSTIN does not follow the pattern: state code, PAN (e.g. ABCDE1234F), entity number, Z, check character',
    };
  }
  if (gstinCheckCharacter(gstin) !== gstin.charAt(14)) {
    return { ok: false, reason: 'The GSTIN check character does not match: please check it for typos' };
  }
  return { ok: true, gstin, stateCode };
};

export interface BuyerTaxDetails {
  gstin: string | null;
  /** The state the buyer chose at checkout (a GST state code). */
  stateCode: string | null;
}

/**
 * The place of supply: the state of a registered buyer's GSTIN, else the state chosen at checkout,
 * else the seller's own state (a buyer who named no state is taken to be local).
 */
export const placeOfSupply = (buyer: BuyerTaxDetails, sellerStateCode: string) =>
  buyer.gstin?.slice(0, 2) ?? buyer.stateCode ?? sellerStateCode;

/** What the buyer typed at checkout for the invoice (each optional; empty means not given). */
export interface BuyerTaxInput {
  buyerGstin?: string;
  billingStateCode?: string;
  billingAddress?: string;
}

export type BuyerTaxColumns = {
  buyerGstin: string | null;
  billingStateCode: string | null;
  billingAddress: string | null;
  placeOfSupply: string;
};

/** The buyer's invoice details as an order keeps them, with the place of supply; or why they are refused. */
export const buyerTaxColumns = (
  input: BuyerTaxInput,
  sellerStateCode: string,
): { ok: true; columns: BuyerTaxColumns } | { ok: false; reason: string } => {
  const typedGstin = input.buyerGstin?.trim() || null;
  const gstin = typedGstin === null ? null : checkGstin(typedGstin);
  if (gstin && !gstin.ok) return gstin;
  const stateCode = input.billingStateCode?.trim() || null;
  if (stateCode !== null && !GST_STATES[stateCode]) {
    return { ok: false, reason: 'The billing state must be a GST state code from 01 to 38' };
  }
  const buyer = { gstin: gstin?.gstin ?? null, stateCode };
  return {
    ok: true,
    columns: {
      buyerGstin: buyer.gstin,
      billingStateCode: stateCode,
      billingAddress: input.billingAddress?.trim() || null,
      placeOfSupply: placeOfSupply(buyer, sellerStateCode),
    },
  };
};

/** An Indian financial year runs April to March in India's time (UTC+5:30): 31 March 2027 is in 2026-27. */
export const financialYearOf = (at: Date) => {
  const india = new Date(at.getTime() + 330 * 60_000);
  const year = india.getUTCFullYear();
  return india.getUTCMonth() >= 3 ? year : year - 1;
};

/** 2026 → '2026-27'. */
export const financialYearLabel = (startYear: number) =>
  `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

export interface TaxedLine {
  /** What the buyer paid for the line, GST included. */
  amountMinor: number;
  taxableMinor: number;
  /** Same state: CGST and SGST at 9 % each; another state: IGST at 18 %. */
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
}

/** The GST in a GST-inclusive amount paid, split by where it was supplied. */
export const taxLine = (paidMinor: number, intraState: boolean): TaxedLine => {
  const taxableMinor = Math.round((paidMinor * 100) / (100 + GST_RATE_PERCENT));
  const taxMinor = paidMinor - taxableMinor;
  if (!intraState)
    return { amountMinor: paidMinor, taxableMinor, cgstMinor: 0, sgstMinor: 0, igstMinor: taxMinor };
  // Half each; an odd paisa goes to SGST so the two add up to the tax exactly.
  const cgstMinor = Math.floor(taxMinor / 2);
  return { amountMinor: paidMinor, taxableMinor, cgstMinor, sgstMinor: taxMinor - cgstMinor, igstMinor: 0 };
};

/** The sums of the taxed lines (the invoice's total row). */
export const taxTotals = (lines: TaxedLine[]): TaxedLine => ({
  amountMinor: lines.reduce((sum, line) => sum + line.amountMinor, 0),
  taxableMinor: lines.reduce((sum, line) => sum + line.taxableMinor, 0),
  cgstMinor: lines.reduce((sum, line) => sum + line.cgstMinor, 0),
  sgstMinor: lines.reduce((sum, line) => sum + line.sgstMinor, 0),
  igstMinor: lines.reduce((sum, line) => sum + line.igstMinor, 0),
});
