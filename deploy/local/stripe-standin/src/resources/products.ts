import type { StandInContext } from '../context.ts';
import { invalidRequest } from '../errors.ts';
import { newId, nowSeconds } from '../ids.ts';
import type { Params } from '../params.ts';
import { readParams } from '../params.ts';
import type { App, ById, Collection } from '../routes.ts';

/** A product from `name`, `description`, `metadata` (and an optional own `id`, as Stripe allows). */
export const createProduct = (context: StandInContext, params: Params, id = newId('prod', 14)) => {
  if (context.store.findById(id)) {
    throw invalidRequest('Product already exists.', { code: 'resource_already_exists', param: 'id' });
  }
  const created = nowSeconds();
  return context.store.save({
    id,
    object: 'product',
    active: params.optionalBoolean('active') ?? true,
    created,
    default_price: null,
    description: params.optionalString('description') ?? null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: params.metadata(),
    name: params.string('name'),
    type: 'service',
    updated: created,
    url: null,
  });
};

export const registerProductRoutes = (app: App, context: StandInContext) => {
  app.post<Collection>('/v1/products', async (request) => {
    const params = readParams(request.body);
    const product = createProduct(context, params, params.optionalString('id'));
    context.events.emit('product.created', product);
    return product;
  });
  app.get<ById>('/v1/products/:id', async (request) => context.store.get(request.params.id, 'product', 'id'));
};
