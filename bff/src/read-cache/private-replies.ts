import type { FastifyInstance } from 'fastify';

/** A caller's own reply: no shared cache keeps it, the browser revalidates it. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/**
 * A reply to a request that carried credentials is the caller's own: no shared cache may keep it, and
 * the browser revalidates. Routes that set their own Cache-Control (the public lists, media) keep it.
 */
export const registerPrivateReplies = (api: FastifyInstance) => {
  api.addHook('onSend', (request, reply, payload, done) => {
    const credentials = request.headers.authorization || request.headers.cookie?.includes('access_token=');
    if (credentials && !reply.hasHeader('cache-control'))
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    done(null, payload);
  });
};
