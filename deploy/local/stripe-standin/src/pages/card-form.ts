import type { FormObject } from '../form-body.ts';
import type { CardEntry } from '../objects.ts';
import { testMethodFor } from '../test-cards.ts';

export interface CardFormValues {
  email: string;
  number: string;
  expiry: string;
  cvc: string;
}

export type FieldErrors = Partial<Record<keyof CardFormValues, string>>;

const field = (form: FormObject | undefined, name: string) => {
  const value = form?.[name];
  return typeof value === 'string' ? value.trim() : '';
};

export const cardFormValues = (form: FormObject | undefined): CardFormValues => ({
  email: field(form, 'email'),
  number: field(form, 'number'),
  expiry: field(form, 'expiry'),
  cvc: field(form, 'cvc'),
});

// "MM / YY", "MM/YY" or "MM/YYYY".
const parseExpiry = (text: string) => {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(text);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
};

/** Checks the submitted page the way Stripe's payment form does before anything is charged. */
export const readCardForm = (
  values: CardFormValues,
  emailRequired: boolean,
  now = new Date(),
): { entry: CardEntry } | { errors: FieldErrors } => {
  const errors: FieldErrors = {};
  if (emailRequired && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) {
    errors.email = 'Your email address is invalid.';
  }
  const method = testMethodFor(values.number);
  if (values.number === '') errors.number = 'Your card number is incomplete.';
  else if (!method) errors.number = 'Your card number is invalid.';
  const isCard = method?.type !== 'sepa_debit';
  const expiry = parseExpiry(values.expiry);
  if (isCard && !expiry) errors.expiry = "Your card's expiration date is incomplete.";
  else if (isCard && expiry) {
    const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
    if (expiry.year * 12 + expiry.month < thisMonth)
      errors.expiry = "Your card's expiration date is in the past.";
  }
  if (isCard && !/^\d{3,4}$/.test(values.cvc)) errors.cvc = "Your card's security code is incomplete.";
  if (!method || Object.keys(errors).length > 0) return { errors };
  return {
    entry: {
      method,
      expMonth: expiry?.month ?? 0,
      expYear: expiry?.year ?? 0,
      email: emailRequired ? values.email : null,
    },
  };
};
