import { WildcardParams } from '@academy/contracts';
import { type App, HttpError, notFound } from '@academy/kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueClient } from '../../clients/catalogue.ts';
import { clientHas } from '../../read-cache/representation.ts';
import type { CachedFile, ThumbnailCache } from '../../read-cache/thumbnails.ts';

/** Same rule as the catalogue's keys; anything else (dot segments, encoded slashes) is not a file. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;
const REQUEST_HEADERS = ['range', 'if-none-match', 'if-modified-since'] as const;
const REPLY_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'cache-control',
  'content-disposition',
] as const;

type MediaReply = Awaited<ReturnType<CatalogueClient['media']>>;

/** A catalogue reply worth keeping: a whole thumbnail, not a range, small enough. */
const keepable = (key: string, response: MediaReply, cache: ThumbnailCache) =>
  key.startsWith('thumbnails/') &&
  response.status === 200 &&
  cache.keeps(Number(response.headers['content-length'] ?? Number.POSITIVE_INFINITY));

/** The kept thumbnail, or a 304 when the client already has these bytes. */
const sendCached = (request: FastifyRequest, reply: FastifyReply, file: CachedFile) => {
  for (const [name, value] of file.headers) reply.header(name, value);
  if (file.etag && clientHas(request, file.etag)) return reply.status(304).send();
  return reply.send(file.body);
};

/**
 * `GET /media/<key>`: course files and thumbnails, streamed from the catalogue service as they
 * arrive (a video is never held in memory). Range and validator headers pass both ways, and the
 * caller's session travels along so the service decides who may read what. Whole thumbnails (public)
 * are kept in memory while catalogue events keep them fresh.
 */
export const registerMediaRoutes = (
  api: App,
  catalogue: CatalogueClient,
  thumbnails: { cache: ThumbnailCache; fresh: () => boolean },
) => {
  api.get(
    '/media/*',
    { config: { access: 'public' }, schema: { tags: ['catalogue'], hide: true, params: WildcardParams } },
    async (request, reply) => {
      const key = request.params['*'];
      if (!KEY_PATTERN.test(key) || key.includes('..')) throw notFound('File not found');
      const cacheable = thumbnails.fresh() && request.headers.range === undefined;
      const cached = cacheable ? thumbnails.cache.get(key) : undefined;
      if (cached) return sendCached(request, reply, cached);
      const fetchedIn = thumbnails.cache.generation();

      const headers: Record<string, string> = {};
      for (const name of REQUEST_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const response = await catalogue.media(key, headers, request);
      if (response.status >= 500) {
        response.body.destroy();
        throw new HttpError(502, 'The catalogue service failed', 'SERVICE_FAILED');
      }
      const replyHeaders: [string, string][] = [];
      for (const name of REPLY_HEADERS) {
        const value = response.headers[name];
        if (typeof value === 'string') replyHeaders.push([name, value]);
      }
      for (const [name, value] of replyHeaders) reply.header(name, value);
      if (cacheable && keepable(key, response, thumbnails.cache)) {
        const body = Buffer.from(await response.body.arrayBuffer());
        const etag = replyHeaders.find(([name]) => name === 'etag')?.[1];
        thumbnails.cache.set(key, { body, headers: replyHeaders, etag }, fetchedIn);
        return reply.send(body);
      }
      reply.status(response.status);
      return reply.send(response.body);
    },
  );
};
