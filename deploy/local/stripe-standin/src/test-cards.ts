/** What a test payment method does when charged, following Stripe's documented test numbers. */
export type Behaviour =
  | { kind: 'succeeds' }
  | { kind: 'declines'; code: string; declineCode?: string; message: string }
  /** Pays the first time; later (renewal) charges are declined, like 4000 0000 0000 0341 on a saved card. */
  | { kind: 'fails-later' }
  /** Delayed methods: `processing` first, then settled or failed. */
  | { kind: 'settles-later'; succeeds: boolean };

export interface TestMethod {
  type: 'card' | 'sepa_debit';
  brand: string;
  last4: string;
  behaviour: Behaviour;
}

const declined = (declineCode: string, message = 'Your card was declined.'): Behaviour => ({
  kind: 'declines',
  code: 'card_declined',
  declineCode,
  message,
});

const cards: Record<string, Behaviour> = {
  '4242424242424242': { kind: 'succeeds' },
  '4000056655665556': { kind: 'succeeds' },
  '5555555555554444': { kind: 'succeeds' },
  '2223003122003222': { kind: 'succeeds' },
  '5200828282828210': { kind: 'succeeds' },
  '5105105105105100': { kind: 'succeeds' },
  '378282246310005': { kind: 'succeeds' },
  '6011111111111117': { kind: 'succeeds' },
  '4000000000000002': declined('generic_decline'),
  '4000000000009995': declined('insufficient_funds', 'Your card has insufficient funds.'),
  '4000000000009987': declined('lost_card'),
  '4000000000009979': declined('stolen_card'),
  '4000000000000069': { kind: 'declines', code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': {
    kind: 'declines',
    code: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
  },
  '4000000000000119': {
    kind: 'declines',
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
  '4000000000000341': { kind: 'fails-later' },
};

/** Stripe's SEPA Direct Debit test IBANs: a delayed method whose outcome arrives after checkout completes. */
const ibans: Record<string, Behaviour> = {
  DE89370400440532013000: { kind: 'settles-later', succeeds: true },
  DE62370400440532013001: { kind: 'settles-later', succeeds: false },
};

export const luhnValid = (digits: string) => {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
};

const brandOf = (digits: string) => {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65)/.test(digits)) return 'discover';
  return 'unknown';
};

/** The test method for a typed number (spaces ignored), or undefined when it is not a valid number. */
export const testMethodFor = (typed: string): TestMethod | undefined => {
  const compact = typed.replace(/[\s-]/g, '').toUpperCase();
  const iban = ibans[compact];
  if (iban) return { type: 'sepa_debit', brand: 'sepa_debit', last4: compact.slice(-4), behaviour: iban };
  if (!/^\d+$/.test(compact) || !luhnValid(compact)) return undefined;
  const behaviour =
    cards[compact] ??
    declined(
      'test_mode_live_card',
      'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
    );
  return { type: 'card', brand: brandOf(compact), last4: compact.slice(-4), behaviour };
};
