import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type App, publicScope } from '@academy/kit';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { storybookPolicy, webAppPolicy } from './content-security.ts';
import { loadWebAppIndex } from './web-app-index.ts';

/** A site's scope: open to everyone, every reply with the site's Content Security Policy. */
const siteScope = (scope: FastifyInstance, policy: string) => {
  publicScope(scope);
  scope.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('content-security-policy', policy);
    done(null, payload);
  });
};

/** A path under /app/ the client router answers: outside the assets, and its last segment no file name. */
const isAppRoute = (url: string) => {
  const path = url.split('?', 1)[0] ?? '';
  return !path.startsWith('/app/assets/') && !/[.%]/.test(path.slice(path.lastIndexOf('/') + 1));
};

/**
 * Serves the built web app under /app/ and the built Storybook under /storybook/, precompressed when
 * the build wrote .br/.gz files. In /app/ a path that is no file gets index.html (from memory), so deep
 * links and reloads reach the client router, except under /app/assets/: a missing script is a 404,
 * never HTML.
 */
export const registerStaticSites = async (
  app: App,
  sites: { web: string; storybook: string },
  /** Pages of the web app whose HTML the BFF writes itself (link previews), by path under /app. */
  pages: Record<string, (webDist: string) => RouteHandlerMethod> = {},
) => {
  if (sites.web && existsSync(join(sites.web, 'index.html'))) {
    const policy = webAppPolicy(sites.web);
    const sendIndex = loadWebAppIndex(sites.web);
    await app.register(
      async (scope) => {
        siteScope(scope, policy);
        scope.get('/', { schema: { hide: true } }, sendIndex);
        scope.get('/index.html', { schema: { hide: true } }, sendIndex);
        // A deep link (`/app/productpage`, `/app/login`) names no file: every file of the build has a dot in its
        // name. It gets the page at once, not after the file server looked for it and its compressed variants
        // on disk, which cost more than sending the page itself.
        scope.addHook('onRequest', (request, reply, done) => {
          if (request.routeOptions.url === '/app/*' && isAppRoute(request.url)) sendIndex(request, reply);
          else done();
        });
        for (const [path, page] of Object.entries(pages)) {
          scope.get(path, { schema: { hide: true } }, page(sites.web));
        }
        await scope.register(fastifyStatic, {
          root: sites.web,
          preCompressed: true,
          index: false,
          // Hashed asset names never change; the HTML must always be fresh.
          setHeaders: (reply, path) =>
            reply.header(
              'cache-control',
              path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
            ),
        });
        scope.setNotFoundHandler((request, reply) => {
          if (request.url.startsWith('/app/assets/')) {
            return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
          }
          return sendIndex(request, reply);
        });
      },
      { prefix: '/app' },
    );
    app.get('/', { config: { access: 'public' } }, (_request, reply) => reply.redirect('/app/'));
  }
  // Storybook is a tool for building the web app: served where it was built (`npm start`), never
  // part of the production image. On the app's own origin it gets a policy as strict as the app's.
  if (sites.storybook && existsSync(join(sites.storybook, 'index.html'))) {
    const policy = storybookPolicy(sites.storybook);
    await app.register(
      async (scope) => {
        siteScope(scope, policy);
        await scope.register(fastifyStatic, {
          root: sites.storybook,
          decorateReply: false,
          preCompressed: true,
        });
      },
      { prefix: '/storybook' },
    );
  }
};
