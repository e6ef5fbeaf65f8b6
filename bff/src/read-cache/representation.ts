import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A reply body serialised and UTF-8 encoded once (encoding a string on every send was the largest
 * cost left on this path), with the strong validator that names exactly these bytes.
 */
export interface Representation {
  body: Buffer;
  etag: string;
}

export const toRepresentation = (value: unknown): Representation => {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
};

/**
 * Public lists may be kept for a few seconds by shared caches (a CDN); browsers revalidate every time
 * (a 304 when unchanged), so an administrator sees their own edit at once.
 */
export const PUBLIC_LIST_CACHE_CONTROL = 'public, max-age=0, s-maxage=5';

/** True when the client's `If-None-Match` names this entity tag (or `*`), compared weakly as RFC 9110 says. */
export const clientHas = (request: FastifyRequest, etag: string) => {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
};

/** Sends the stored bytes as they are (no serialising per request), or a 304 when the client has them. */
export const sendRepresentation = (
  request: FastifyRequest,
  reply: FastifyReply,
  representation: Representation,
  cacheControl: string,
) => {
  reply.header('etag', representation.etag).header('cache-control', cacheControl);
  if (clientHas(request, representation.etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(representation.body);
};
