import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app under /app/ (any unknown /app/ path gets index.html so deep links and
 * reloads reach the client router) and the built Storybook under /storybook/.
 */
export const registerStaticSites = async (
  app: FastifyInstance,
  sites: { web: string; storybook: string },
) => {
  if (sites.web && existsSync(join(sites.web, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: sites.web,
      prefix: '/app/',
      wildcard: false,
      preCompressed: true,
      // Hashed asset names never change; the HTML must always be fresh.
      setHeaders: (reply, path) =>
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    });
    app.get('/app/*', (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html', sites.web),
    );
    app.get('/app', (_request, reply) => reply.redirect('/app/'));
    app.get('/', (_request, reply) => reply.redirect('/app/'));
  }
  if (sites.storybook && existsSync(join(sites.storybook, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: sites.storybook,
      prefix: '/storybook/',
      decorateReply: false,
      preCompressed: true,
    });
    app.get('/storybook', (_request, reply) => reply.redirect('/storybook/'));
  }
};
