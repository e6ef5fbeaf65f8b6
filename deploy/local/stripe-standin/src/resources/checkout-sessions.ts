import { createCheckoutSession } from '../checkout/create-session.ts';
import { expireSession } from '../checkout/expire-session.ts';
import type { StandInContext } from '../context.ts';
import { expand } from '../expand.ts';
import { listOf } from '../lists.ts';
import type { CheckoutSession } from '../objects.ts';
import { readParams } from '../params.ts';
import type { App, ById, Collection } from '../routes.ts';

export const registerCheckoutSessionRoutes = (app: App, context: StandInContext) => {
  const sessionById = (id: string) => context.store.get<CheckoutSession>(id, 'checkout.session', 'session');
  const lineItemsOf = (id: string) =>
    listOf(`/v1/checkout/sessions/${id}/line_items`, context.store.lineItems.get(id) ?? []);

  const reply = (session: CheckoutSession, expandPaths: string[]) => {
    const expanded = expand(
      context.store,
      session,
      expandPaths.filter((path) => path !== 'line_items'),
    );
    return expandPaths.includes('line_items')
      ? { ...expanded, line_items: lineItemsOf(session.id) }
      : expanded;
  };

  app.post<Collection>('/v1/checkout/sessions', async (request) => {
    const params = readParams(request.body);
    return reply(createCheckoutSession(context, params), params.strings('expand'));
  });

  app.get<ById>('/v1/checkout/sessions/:id', async (request) =>
    reply(sessionById(request.params.id), readParams(request.query).strings('expand')),
  );

  app.get<ById>('/v1/checkout/sessions/:id/line_items', async (request) => {
    sessionById(request.params.id);
    return lineItemsOf(request.params.id);
  });

  app.post<ById>('/v1/checkout/sessions/:id/expire', async (request) =>
    reply(expireSession(context, sessionById(request.params.id)), readParams(request.body).strings('expand')),
  );
};
