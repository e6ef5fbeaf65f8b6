import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  representationOf,
  sendRepresentation,
  withCompressedVariants,
} from '../read-cache/representation.ts';

/** The best compression: the page is compressed once, when the BFF starts. */
const BEST_EFFORT = { brotliQuality: 11, gzipLevel: 9 };

/**
 * The web app's index.html, read and compressed once when the BFF starts (its Content Security Policy
 * is computed from the same file at the same moment, so a rebuilt app needs a restart either way).
 * Every page load and deep link asks for it, so it is sent from memory: no file lookup per request.
 * Each encoding is its own representation with its own strong ETag; `If-None-Match` naming any of
 * them gets a 304, since they all carry the same page.
 */
export const loadWebAppIndex = (webDist: string) => {
  const page = withCompressedVariants(
    representationOf(readFileSync(join(webDist, 'index.html'))),
    BEST_EFFORT,
  );
  /** The page in the best encoding the client accepts, or a 304 when it already has it. */
  return (request: FastifyRequest, reply: FastifyReply) =>
    sendRepresentation(request, reply, page, 'no-cache', 'text/html; charset=utf-8');
};
