import { type App, type SignedInRequest, withUser } from '@academy/kit';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  onRequestAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { TSchema } from 'typebox';
import type { ServiceFile } from '../clients/http.ts';

/** The type provider the app was built with (TypeBox): it types requests and replies from the schemas. */
type Provider =
  App extends FastifyInstance<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    FastifyBaseLogger,
    infer P
  >
    ? P
    : never;

type Request<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  Provider
>;
type Reply<S extends FastifySchema> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  S,
  Provider
>;

/** A handler typed by its route's schemas: `request.params`, `body`, `query` and what it may return. */
type Handler<S extends FastifySchema> = (
  request: Request<S>,
  reply: Reply<S>,
) => ReturnType<
  RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    S,
    Provider
  >
>;

/** A handler behind a guard, given the caller as `request.user` (see the kit's `withUser`). */
type SignedInHandler<S extends FastifySchema> = (
  request: SignedInRequest<Request<S>>,
  reply: Reply<S>,
) => ReturnType<Handler<S>>;

/** What a request is checked against and documented with. */
interface RequestSchemas {
  params?: TSchema;
  body?: TSchema;
  querystring?: TSchema;
  consumes?: string[];
}

/** The schema of a route whose one successful reply, with status `Status`, is `R`. */
type Replying<D, Status extends number, R> = Omit<D, 'reply'> & { response: Record<Status, R> };

/**
 * Declares an area's routes one statement each: the area's OpenAPI tags and its guard (or `access:
 * 'public'`, said in so many words) are given once, and each route names its path, its schemas (`reply`
 * is the 200 or 201 reply) and its handler, typed from those schemas as with Fastify's own methods.
 */
export const routeTable = (
  api: App,
  area: { tags: string[] } & ({ guard: onRequestAsyncHookHandler } | { access: 'public' }),
) => {
  const { tags } = area;
  const guard = 'guard' in area ? area.guard : undefined;
  // The guard runs as the request arrives, before its body is parsed or anything is validated: a
  // visitor gets 401 and a learner on an admin route 403 whatever they send, and learns nothing of
  // the route's schema. It needs only the headers and cookies, which are read by then.
  const guarded = guard ? { onRequest: guard } : { config: { access: 'public' as const } };
  // Guarded routes say so in the OpenAPI document: a bearer token or the session cookie.
  const security = guard ? { security: [{ bearer: [] }, { cookie: [] }] } : {};

  /** Any route: the schema as Fastify takes it, less the tags. */
  const route = <S extends FastifySchema>(
    method: HTTPMethods,
    url: string,
    schema: S,
    handler: Handler<S>,
  ) => {
    api.route<RouteGenericInterface, ContextConfigDefault, S & { tags: string[] }>({
      method,
      url,
      ...guarded,
      schema: { tags, ...security, ...schema },
      handler,
    });
  };

  /** A route answering 200 with `reply`. */
  const replying =
    (method: HTTPMethods) =>
    <D extends RequestSchemas, R extends TSchema>(
      url: string,
      { reply, ...schemas }: D & { reply: R },
      handler: Handler<Replying<D, 200, R>>,
    ) =>
      route<Replying<D, 200, R>>(method, url, { ...schemas, response: { 200: reply } }, handler);

  return {
    route,
    get: replying('GET'),
    post: replying('POST'),
    put: replying('PUT'),
    delete: replying('DELETE'),
    /** A POST that creates something and answers 201 with it. */
    create: <D extends RequestSchemas, R extends TSchema>(
      url: string,
      { reply, ...schemas }: D & { reply: R },
      handler: Handler<Replying<D, 201, R>>,
    ) =>
      route<Replying<D, 201, R>>('POST', url, { ...schemas, response: { 201: reply } }, (request, answer) => {
        answer.status(201);
        return handler(request, answer);
      }),
    /**
     * A GET answering with Server-Sent Events; the handler keeps the stream open. Each signed-in user
     * holds at most `LIVE_STREAMS_PER_USER` of them on this process at once (429 past that). A stream
     * counts against its caller, so it has one: the handler receives it as `request.user`, and a stream
     * without a caller answers 401 rather than escaping the limit.
     */
    events: <D extends RequestSchemas>(
      url: string,
      schemas: D,
      handler: SignedInHandler<D & { produces: string[] }>,
    ) =>
      route(
        'GET',
        url,
        { ...schemas, produces: ['text/event-stream'] },
        withUser((request, reply) => {
          api.streamSlots.take(request.user.id, reply);
          return handler(request, reply);
        }),
      ),
    /**
     * A GET answering with a service's file (a PDF, a CSV: `produces` names its type) as it streams in,
     * with the service's type and file name; private to the caller, never stored.
     */
    file: <P extends TSchema>(
      url: string,
      { params, produces }: { params: P; produces: string },
      fetchFile: (request: Request<{ params: P }>) => Promise<ServiceFile>,
    ) =>
      route('GET', url, { params, produces: [produces] }, async (request, reply) => {
        const file = await fetchFile(request);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', file.disposition)
          .header('cache-control', 'private, no-store')
          .send(file.body);
      }),
  };
};

/** An area's routes, with its tags and guard. */
export type RouteTable = ReturnType<typeof routeTable>;
