/**
 * Every rule about coupons, without I/O: what a coupon may be, when it may be used, and what it takes
 * off an order's lines.
 */
export type RedemptionStatus = 'reserved' | 'redeemed' | 'released';

export interface CouponRules {
  code: string;
  percentOff: number | null;
  amountOffMinor: number | null;
  currency: string | null;
  expiresAt: Date | null;
  maxRedemptions: number;
  /** Empty: every course. */
  courseIds: number[];
  disabledAt: Date | null;
}

export const COUPON_MESSAGES = {
  notFound: 'This coupon does not exist',
  disabled: 'This coupon has been disabled',
  expired: 'This coupon has expired',
  exhausted: 'This coupon has been fully redeemed',
  notForCourse: 'This coupon is not valid for this course',
  alreadyUsed: 'You have already used this coupon',
  otherCurrency: 'This coupon is for payments in another currency',
  tooLarge: 'This coupon is worth more than the order',
} as const;

export type CouponTerms = Pick<CouponRules, 'percentOff' | 'amountOffMinor' | 'currency'>;

/** What makes a new coupon's terms unusable, or null: exactly one kind of discount, an amount with its currency. */
export const termsRefusal = (terms: {
  percentOff?: number | undefined;
  amountOffMinor?: number | undefined;
  currency?: string | undefined;
  expiresAt?: Date | undefined;
  now: Date;
}): string | null => {
  const percent = terms.percentOff !== undefined;
  const amount = terms.amountOffMinor !== undefined;
  if (percent === amount) return 'A coupon takes off either percentOff or amountOffMinor';
  if (amount && !terms.currency) return 'An amount off needs its currency';
  if (percent && terms.currency) return 'A percentage off has no currency';
  if (terms.expiresAt && terms.expiresAt.getTime() <= terms.now.getTime()) {
    return 'expiresAt must be in the future';
  }
  return null;
};

/** Where a learner stands with a coupon, as the service finds it (under the coupon's row lock). */
export interface CouponUse {
  now: Date;
  /** Reserved and redeemed uses by anyone, this learner's other orders included. */
  liveRedemptions: number;
  usedByLearner: boolean;
}

/** Why the learner cannot use the coupon now, or null. Checked in the order the learner can act on. */
export const couponRefusal = (coupon: CouponRules, use: CouponUse): string | null => {
  if (coupon.disabledAt) return COUPON_MESSAGES.disabled;
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= use.now.getTime()) return COUPON_MESSAGES.expired;
  if (use.usedByLearner) return COUPON_MESSAGES.alreadyUsed;
  if (use.liveRedemptions >= coupon.maxRedemptions) return COUPON_MESSAGES.exhausted;
  return null;
};

export interface PricedLine {
  courseId: number;
  amountMinor: number;
}

export type Discount =
  | { ok: true; discountMinor: number; lineDiscounts: number[] }
  | { ok: false; reason: string };

/**
 * What the coupon takes off an order: a percentage (rounded half up) or a fixed amount of the lines it
 * covers, spread over those lines in proportion to their prices (largest remainders, so the parts add up
 * exactly). An order is never made free: Stripe takes no payment of nothing.
 */
export const discountFor = (coupon: CouponRules, lines: PricedLine[], currency: string): Discount => {
  const covered = lines.map(
    (line) => coupon.courseIds.length === 0 || coupon.courseIds.includes(line.courseId),
  );
  const base = lines.reduce((sum, line, i) => sum + (covered[i] ? line.amountMinor : 0), 0);
  if (base === 0) return { ok: false, reason: COUPON_MESSAGES.notForCourse };
  let discountMinor: number;
  if (coupon.percentOff !== null) {
    discountMinor = Math.round((base * coupon.percentOff) / 100);
  } else {
    if (coupon.currency?.toUpperCase() !== currency.toUpperCase()) {
      return { ok: false, reason: COUPON_MESSAGES.otherCurrency };
    }
    discountMinor = coupon.amountOffMinor ?? 0;
  }
  const total = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  if (discountMinor >= base || discountMinor >= total) return { ok: false, reason: COUPON_MESSAGES.tooLarge };
  return { ok: true, discountMinor, lineDiscounts: spread(discountMinor, lines, covered, base) };
};

const spread = (discount: number, lines: PricedLine[], covered: boolean[], base: number) => {
  const exact = lines.map((line, i) => (covered[i] ? (discount * line.amountMinor) / base : 0));
  const parts = exact.map(Math.floor);
  let left = discount - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = exact
    .map((value, i) => ({ i, remainder: value - Math.floor(value) }))
    .filter(({ i }) => covered[i])
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
};

// No 0/O or 1/I/L: codes are read aloud and typed from posters.
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** 31 symbols, 12 of them: about 59 bits, far beyond guessing at any rate the BFF lets through. */
export const CODE_LENGTH = 12;

/**
 * A readable code such as 'SPRING-7KQ2X9HMT4RB' from a prefix and `draw`, which returns a uniform
 * random integer below its argument (a CSPRNG's `randomInt` in the service).
 */
export const couponCode = (prefix: string | undefined, draw: (below: number) => number) => {
  const suffix = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[draw(CODE_ALPHABET.length)]).join(
    '',
  );
  const head = (prefix ?? '').toUpperCase() || 'ACADEMY';
  return `${head}-${suffix}`;
};

/** Codes are stored in capitals and matched without regard to case. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();
