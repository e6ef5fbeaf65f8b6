import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Who may call a route: anyone (`public`), anyone signed in (`signed-in`), or the roles named after `role:`.
 * A route says it either by running a guard from `createAuthGuards` (which carries its access) or, when it
 * has none, with `config: { access: 'public' }`. A route that says neither stops the app from starting, so
 * a route cannot be opened to everyone by forgetting its guard.
 */
export type RouteAccess = 'public' | 'signed-in' | `role:${string}`;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only for routes without a guard: they are public on purpose. */
    access?: 'public';
  }
}

const ACCESS = Symbol('route access');
type Guarded = { [ACCESS]?: RouteAccess };

/** The guard, marked with the access it enforces: a route that runs it has declared its access. */
export const guardGiving = <G extends object>(access: RouteAccess, guard: G): G =>
  Object.assign(guard, { [ACCESS]: access });

/** What a route declares: its guard's access, else its `config.access`; undefined when it says nothing. */
export const accessOf = (route: Pick<RouteOptions, 'onRequest' | 'config'>): RouteAccess | undefined => {
  const hooks = [route.onRequest ?? []].flat() as Guarded[];
  const guarded = hooks.map((hook) => hook[ACCESS]).find((access) => access !== undefined);
  return guarded ?? (route.config as { access?: 'public' } | undefined)?.access;
};

/** Every route this scope registers (files of a static site, say) is public. */
export const publicScope = (scope: FastifyInstance) => {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'public' };
  });
};

/**
 * Refuses to start an app with a route that declares no access, naming every such route. Routes are read
 * when the app is ready, after any scope has marked its own.
 */
export const requireDeclaredAccess = (app: FastifyInstance) => {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const undeclared = routes.filter((route) => accessOf(route) === undefined);
    if (undeclared.length === 0) return;
    const names = undeclared.map((route) => `${[route.method].flat().join(',')} ${route.url}`);
    throw new Error(
      `Routes without declared access (a guard, or config.access 'public'): ${[...new Set(names)].join('; ')}`,
    );
  });
  /** Each route with its access, for documents and tests. */
  return () => routes.map((route) => ({ method: route.method, url: route.url, access: accessOf(route) }));
};
