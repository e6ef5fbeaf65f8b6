import { invoicePaymentsOf } from '../billing/invoices.ts';
import { previewSubscriptionInvoice } from '../billing/update-subscription.ts';
import type { StandInContext } from '../context.ts';
import { invalidParam } from '../errors.ts';
import { expand } from '../expand.ts';
import { listOf, matching } from '../lists.ts';
import type { Invoice, Subscription } from '../objects.ts';
import { readParams } from '../params.ts';
import type { App, ById, Collection } from '../routes.ts';

export const registerInvoiceRoutes = (app: App, context: StandInContext) => {
  // `payments` (the PaymentIntents that paid the invoice) is returned only when expanded, as in Stripe.
  const reply = (invoice: Invoice, paths: string[]) => {
    const expanded = expand(
      context.store,
      invoice,
      paths.filter((path) => !path.startsWith('payments')),
    );
    return paths.includes('payments')
      ? { ...expanded, payments: invoicePaymentsOf(context, invoice) }
      : expanded;
  };

  app.get<ById>('/v1/invoices/:id', async (request) =>
    reply(
      context.store.get<Invoice>(request.params.id, 'invoice', 'invoice'),
      readParams(request.query).strings('expand'),
    ),
  );

  app.get<Collection>('/v1/invoices', async (request) => {
    const params = readParams(request.query);
    const invoices = matching(params, context.store.all<Invoice>('invoice').reverse(), {
      subscription: (invoice) => invoice.parent.subscription_details.subscription,
      customer: (invoice) => invoice.customer,
      status: (invoice) => invoice.status,
    });
    const paths = params.strings('expand').map((path) => path.replace(/^data\./, ''));
    return listOf(
      '/v1/invoices',
      invoices.map((invoice) => reply(invoice, paths)),
      params.optionalInteger('limit') ?? 10,
    );
  });

  // A preview for a subscription (the stand-in previews no invoices of a customer alone).
  app.post<Collection>('/v1/invoices/create_preview', async (request) => {
    const params = readParams(request.body);
    const subscription = context.store.get<Subscription>(
      params.string('subscription'),
      'subscription',
      'subscription',
    );
    const customer = params.optionalString('customer');
    if (customer !== undefined && customer !== subscription.customer) {
      throw invalidParam('customer', `The subscription does not belong to customer ${customer}.`);
    }
    return reply(
      previewSubscriptionInvoice(context, subscription, params.optionalObject('subscription_details')),
      params.strings('expand'),
    );
  });
};
