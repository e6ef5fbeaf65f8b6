import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientHas } from '../read-cache/representation.ts';

type Encoding = 'br' | 'gzip' | 'identity';

interface Variant {
  body: Buffer;
  etag: string;
}

/**
 * The web app's index.html, read and compressed once when the BFF starts (its Content Security Policy
 * is computed from the same file at the same moment, so a rebuilt app needs a restart either way).
 * Every page load and deep link asks for it, so it is sent from memory: no file lookup per request.
 * Each encoding is its own representation with its own strong ETag; `If-None-Match` naming any of
 * them gets a 304, since they all carry the same page.
 */
export const loadWebAppIndex = (webDist: string) => {
  const html = readFileSync(join(webDist, 'index.html'));
  const digest = createHash('sha256').update(html).digest('base64url').slice(0, 27);
  const variants = new Map<Encoding, Variant>([['identity', { body: html, etag: `"${digest}"` }]]);
  const compressed: [Encoding, Buffer][] = [
    ['br', brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
    ['gzip', gzipSync(html, { level: 9 })],
  ];
  for (const [encoding, body] of compressed) {
    if (body.length < html.length) variants.set(encoding, { body, etag: `"${digest}-${encoding}"` });
  }
  const etags = new Set([...variants.values()].map(({ etag }) => etag));
  const offered = [...variants.keys()];

  // Any encoding's tag names the same page: a client that has it in one encoding needs no body.
  const isFresh = (request: FastifyRequest) => [...etags].some((etag) => clientHas(request, etag));

  /** The page in the best encoding the client accepts, or a 304 when it already has it. */
  return (request: FastifyRequest, reply: FastifyReply) => {
    const accepted = request.headers['accept-encoding'];
    const encoding = (accepted ? negotiate(accepted, offered) : null) ?? 'identity';
    const variant = variants.get(encoding) ?? variants.get('identity')!;
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', variant.etag);
    if (isFresh(request)) return reply.status(304).send();
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(variant.body);
  };
};
