import { paySession } from '../checkout/pay.ts';
import type { StandInContext } from '../context.ts';
import type { CheckoutSession } from '../objects.ts';
import type { App, ById } from '../routes.ts';
import { cardFormValues, readCardForm } from './card-form.ts';
import { page } from './html.ts';
import { closedSessionPage, paymentPage } from './payment-page.ts';

const notFound = page(
  'Pay Academy',
  '<h1>Pay Academy</h1><p role="status">This payment page does not exist.</p>',
);

/**
 * The hosted payment page (`session.url`). Submitting it charges the test card: 303 to `success_url` when
 * paid, 402 with the issuer's message when declined, 400 with field errors when the form is invalid.
 */
export const registerHostedCheckout = (app: App, context: StandInContext) => {
  const sessionOf = (id: string) => context.store.find<CheckoutSession>(id, 'checkout.session');
  const lineItemsOf = (session: CheckoutSession) => context.store.lineItems.get(session.id) ?? [];

  app.get<ById>('/pay/:id', async (request, reply) => {
    const session = sessionOf(request.params.id);
    reply.type('text/html; charset=utf-8');
    if (!session) return reply.code(404).send(notFound);
    if (session.status !== 'open') return reply.code(410).send(closedSessionPage(session));
    return paymentPage({ session, lineItems: lineItemsOf(session) });
  });

  app.post<ById>('/pay/:id', async (request, reply) => {
    const session = sessionOf(request.params.id);
    reply.type('text/html; charset=utf-8');
    if (!session) return reply.code(404).send(notFound);
    if (session.status !== 'open') return reply.code(410).send(closedSessionPage(session));
    const values = cardFormValues(request.body);
    const state = { session, lineItems: lineItemsOf(session), values };
    const form = readCardForm(values, !session.customer_details?.email);
    if ('errors' in form) return reply.code(400).send(paymentPage({ ...state, errors: form.errors }));
    const result = paySession(context, session, form.entry);
    if (result.kind === 'declined')
      return reply.code(402).send(paymentPage({ ...state, message: result.message }));
    if (!session.success_url)
      return page('Pay Academy', '<h1>Pay Academy</h1><p role="status">Payment complete.</p>');
    return reply.redirect(session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id), 303);
  });
};
