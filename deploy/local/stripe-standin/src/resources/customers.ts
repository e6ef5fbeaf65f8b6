import type { StandInContext } from '../context.ts';
import { expand } from '../expand.ts';
import { newId, nowSeconds } from '../ids.ts';
import { listOf, matching } from '../lists.ts';
import type { Customer, TestClock } from '../objects.ts';
import { readParams } from '../params.ts';
import type { App, ById, Collection } from '../routes.ts';

export const createCustomer = (
  context: StandInContext,
  fields: {
    email: string | null;
    name?: string | null;
    metadata?: Record<string, string>;
    testClock?: string | null;
  },
) => {
  if (fields.testClock)
    context.store.get<TestClock>(fields.testClock, 'test_helpers.test_clock', 'test_clock');
  const customer: Customer = context.store.save({
    id: newId('cus', 14),
    object: 'customer',
    address: null,
    balance: 0,
    created: nowSeconds(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    email: fields.email,
    invoice_prefix: newId('x', 8).slice(2).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: fields.metadata ?? {},
    name: fields.name ?? null,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: fields.testClock ?? null,
  });
  context.events.emit('customer.created', customer);
  return customer;
};

export const registerCustomerRoutes = (app: App, context: StandInContext) => {
  app.post<Collection>('/v1/customers', async (request) => {
    const params = readParams(request.body);
    const customer = createCustomer(context, {
      email: params.optionalString('email') ?? null,
      name: params.optionalString('name') ?? null,
      metadata: params.metadata(),
      testClock: params.optionalString('test_clock') ?? null,
    });
    return expand(context.store, customer, params.strings('expand'));
  });
  app.get<ById>('/v1/customers/:id', async (request) => {
    const customer = context.store.get<Customer>(request.params.id, 'customer', 'customer');
    return expand(context.store, customer, readParams(request.query).strings('expand'));
  });
  app.get<Collection>('/v1/customers', async (request) => {
    const customers = matching(readParams(request.query), context.store.all<Customer>('customer').reverse(), {
      email: (customer) => customer.email,
    });
    return listOf('/v1/customers', customers);
  });
};
