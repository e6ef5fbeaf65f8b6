import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

interface Variant {
  body: Buffer;
  /** Each encoding is a representation of its own, with a strong validator of its own. */
  etag: string;
}

/**
 * A reply body serialised and UTF-8 encoded once (encoding a string on every send was the largest
 * cost left on this path), with the strong validator that names exactly these bytes, and, for one kept
 * in memory and sent many times (`withCompressedVariants`), the same bytes compressed.
 */
export interface Representation extends Variant {
  compressed?: Map<Encoding, Variant>;
}

export const representationOf = (body: Buffer): Representation => ({
  body,
  etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
});

export const toRepresentation = (value: unknown): Representation =>
  representationOf(Buffer.from(JSON.stringify(value)));

/**
 * How hard to compress. Lists and courses kept while the BFF runs are compressed when they change, on
 * the event loop, and a catalogue's list can be large: fast levels, which already take JSON to a fifth.
 */
const KEPT_EFFORT = { brotliQuality: 5, gzipLevel: 6 };

/**
 * The representation with its Brotli and gzip encodings, each kept only when smaller. Compressed once
 * when it is kept, not per request: browsers always accept them, and fewer bytes are less for the
 * socket to write as well as for a learner's connection to carry.
 */
export const withCompressedVariants = (
  representation: Representation,
  effort: { brotliQuality: number; gzipLevel: number } = KEPT_EFFORT,
): Representation => {
  const { body, etag } = representation;
  const compressed = new Map<Encoding, Variant>();
  const encodings: [Encoding, Buffer][] = [
    ['br', brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: effort.brotliQuality } })],
    ['gzip', gzipSync(body, { level: effort.gzipLevel })],
  ];
  for (const [encoding, encoded] of encodings) {
    if (encoded.length < body.length)
      compressed.set(encoding, { body: encoded, etag: `${etag.slice(0, -1)}-${encoding}"` });
  }
  return { body, etag, compressed };
};

/** The bytes the representation occupies in memory, every encoding included. */
export const sizeOf = (representation: Representation) =>
  representation.body.length +
  [...(representation.compressed?.values() ?? [])].reduce((sum, variant) => sum + variant.body.length, 0);

/**
 * Public lists may be kept for a few seconds by shared caches (a CDN); browsers revalidate every time
 * (a 304 when unchanged), so an administrator sees their own edit at once.
 */
export const PUBLIC_LIST_CACHE_CONTROL = 'public, max-age=0, s-maxage=5';

const JSON_TYPE = 'application/json; charset=utf-8';

/** True when the client's `If-None-Match` names this entity tag (or `*`), compared weakly as RFC 9110 says. */
export const clientHas = (request: FastifyRequest, etag: string) => {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
};

/**
 * Sends the stored bytes as they are (no serialising, no compressing per request), in the best encoding
 * the client accepts, or a 304 when the client has them in any encoding (they all carry the same content).
 */
export const sendRepresentation = (
  request: FastifyRequest,
  reply: FastifyReply,
  representation: Representation,
  cacheControl: string,
  type = JSON_TYPE,
) => {
  const { compressed } = representation;
  const accepted = compressed?.size ? request.headers['accept-encoding'] : undefined;
  const encoding = accepted ? (negotiate(accepted, [...compressed!.keys()]) as Encoding | null) : null;
  const variant = (encoding && compressed?.get(encoding)) || representation;
  reply.header('etag', variant.etag).header('cache-control', cacheControl);
  if (compressed) reply.header('vary', 'accept-encoding');
  const variants = [representation, ...(compressed?.values() ?? [])];
  if (variants.some(({ etag }) => clientHas(request, etag))) return reply.status(304).send();
  if (variant !== representation) reply.header('content-encoding', encoding!);
  return reply.type(type).send(variant.body);
};
