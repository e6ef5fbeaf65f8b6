import { formatMoney } from '../money.ts';
import type { CheckoutSession, LineItem } from '../objects.ts';
import type { CardFormValues, FieldErrors } from './card-form.ts';
import { escapeHtml, page } from './html.ts';

interface PaymentPageState {
  session: CheckoutSession;
  lineItems: LineItem[];
  values?: CardFormValues;
  errors?: FieldErrors;
  /** A decline from the card issuer, shown above the form. */
  message?: string;
}

const input = (name: keyof CardFormValues, label: string, state: PaymentPageState, attributes: string) => {
  const error = state.errors?.[name];
  const value = name === 'email' ? (state.values?.email ?? '') : '';
  return `<label for="${name}">${label}</label>
<input id="${name}" name="${name}" value="${escapeHtml(value)}" required ${attributes}${
    error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''
  }>${error ? `<div class="field-error" id="${name}-error">${escapeHtml(error)}</div>` : ''}`;
};

const interval = (item: LineItem) => {
  const recurring = item.price.recurring as { interval: string } | null | undefined;
  return recurring ? ` per ${recurring.interval}` : '';
};

/** The hosted payment page of an open session: what is bought, the total, and the card form. */
export const paymentPage = (state: PaymentPageState) => {
  const { session } = state;
  const items = state.lineItems
    .map(
      (item) =>
        `<li><span>${escapeHtml(item.description)}${item.quantity > 1 ? ` × ${item.quantity}` : ''}</span><span>${formatMoney(
          item.amount_total,
          item.currency,
        )}${interval(item)}</span></li>`,
    )
    .join('');
  const knownEmail = session.customer_details?.email;
  const email = knownEmail
    ? `<p>Paying as <strong>${escapeHtml(knownEmail)}</strong></p>`
    : input('email', 'Email', state, 'type="email" autocomplete="email"');
  const back = session.cancel_url ? `<a href="${escapeHtml(session.cancel_url)}">← Back</a>` : '';
  return page(
    'Pay Academy',
    `${back}
<h1>Pay Academy <span class="test-mode">Test mode</span></h1>
<ul aria-label="Order summary">${items}<li class="total"><span>Total due</span><span>${formatMoney(
      session.amount_total,
      session.currency,
    )}</span></li></ul>
${state.message ? `<div role="alert">${escapeHtml(state.message)}</div>` : ''}
<form method="post" action="/pay/${escapeHtml(session.id)}" novalidate>
${email}
${input('number', 'Card number', state, 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234"')}
${input('expiry', 'Expiry', state, 'autocomplete="cc-exp" placeholder="MM / YY"')}
${input('cvc', 'CVC', state, 'inputmode="numeric" autocomplete="cc-csc" placeholder="CVC"')}
<button type="submit">Pay ${formatMoney(session.amount_total, session.currency)}</button>
</form>`,
  );
};

/** What a session that can no longer be paid shows instead of the form. */
export const closedSessionPage = (session: CheckoutSession) => {
  const text =
    session.status === 'complete'
      ? 'This payment is complete. Thank you!'
      : 'This checkout session has expired. Go back and start again.';
  const back = session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">← Back</a></p>` : '';
  return page('Pay Academy', `<h1>Pay Academy</h1><p role="status">${text}</p>${back}`);
};
