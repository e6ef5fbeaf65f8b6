import { WildcardParams } from '@academy/contracts';
import { type App, HttpError, notFound } from '@academy/kit';
import type { CatalogueClient } from '../../clients/catalogue.ts';

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

/**
 * `GET /media/<key>`: course files and thumbnails, streamed from the catalogue service as they
 * arrive (a video is never held in memory). Range and validator headers pass both ways, and the
 * caller's session travels along so the service decides who may read what.
 */
export const registerMediaRoutes = (api: App, catalogue: CatalogueClient) => {
  api.get(
    '/media/*',
    { schema: { tags: ['catalogue'], hide: true, params: WildcardParams } },
    async (request, reply) => {
      const key = request.params['*'];
      if (!KEY_PATTERN.test(key) || key.includes('..')) throw notFound('File not found');
      const headers: Record<string, string> = {};
      for (const name of REQUEST_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const response = await catalogue.media(key, headers, request);
      if (response.status >= 500) {
        throw new HttpError(502, 'The catalogue service failed', 'SERVICE_FAILED');
      }
      for (const name of REPLY_HEADERS) {
        const value = response.headers.get(name);
        if (value !== null) reply.header(name, value);
      }
      reply.status(response.status);
      return reply.send(response.body ?? undefined);
    },
  );
};
