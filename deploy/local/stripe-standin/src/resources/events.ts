import type { StandInContext } from '../context.ts';
import { noSuch } from '../errors.ts';
import { listOf, matching } from '../lists.ts';
import { readParams } from '../params.ts';
import type { App, ById, Collection } from '../routes.ts';

export const registerEventRoutes = (app: App, context: StandInContext) => {
  app.get<ById>('/v1/events/:id', async (request) => {
    const event = context.events.find(request.params.id);
    if (!event) throw noSuch('event', request.params.id);
    return event;
  });
  // Newest first, as Stripe lists them; `type` filters.
  app.get<Collection>('/v1/events', async (request) => {
    const events = matching(readParams(request.query), context.events.all().reverse(), {
      type: (event) => event.type,
    });
    return listOf('/v1/events', events);
  });
};
