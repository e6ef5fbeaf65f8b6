import { WildcardParams } from '@academy/contracts';
import { type App, HttpError, notFound, type StoredObject, withUser } from '@academy/kit';
import type { FastifyReply } from 'fastify';
import type { CatalogueContext } from '../../context.ts';
import { parseByteRange } from '../../domain/byte-range.ts';
import { courseIdOfKey, isPublicKey, isValidKey } from '../../domain/media-keys.ts';

/** Thumbnails are public and shared caches may keep them; course content is per user. */
const cacheControl = (key: string) => (isPublicKey(key) ? 'public, max-age=86400' : 'private, max-age=3600');

const etagOf = (object: StoredObject) => `"${object.etag.replaceAll('"', '')}"`;

/** RFC 9110 §13.1: If-None-Match wins over If-Modified-Since. */
const notModified = (headers: Record<string, unknown>, object: StoredObject) => {
  const ifNoneMatch = headers['if-none-match'];
  if (typeof ifNoneMatch === 'string') {
    const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    return tags.includes('*') || tags.includes(etagOf(object));
  }
  const ifModifiedSince = headers['if-modified-since'];
  if (typeof ifModifiedSince !== 'string') return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(object.lastModified.getTime() / 1000) * 1000 <= since;
};

const setObjectHeaders = (reply: FastifyReply, key: string, object: StoredObject) => {
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', etagOf(object))
    .header('last-modified', object.lastModified.toUTCString())
    .header('cache-control', cacheControl(key));
};

/**
 * `GET /media/<key>`: streams a stored file with HTTP Range support (one range per request),
 * validators for caching, and PDFs shown inline. Course content needs access to that course.
 */
export const registerMediaRoutes = (app: App, context: CatalogueContext) => {
  const { hotFiles, guards, courseAccess } = context;

  app.get(
    '/media/*',
    { config: { access: 'public' }, schema: { params: WildcardParams } },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isValidKey(key)) throw notFound('File not found');
      if (!isPublicKey(key)) {
        // A visitor is refused here (401), so the access check below always has a caller.
        await guards.user.call(app, request, reply);
        const courseId = courseIdOfKey(key);
        if (courseId === undefined) throw notFound('File not found');
        await withUser((caller) => courseAccess.assert(caller.user, courseId))(request, reply);
      }
      const object = await hotFiles.stat(key).catch(() => {
        throw notFound('File not found');
      });
      setObjectHeaders(reply, key, object);
      if (notModified(request.headers, object)) return reply.status(304).send();

      const range = parseByteRange(request.headers.range, object.size);
      if (range.kind === 'unsatisfiable') {
        reply.header('content-range', `bytes */${object.size}`);
        throw new HttpError(416, 'The requested range is not satisfiable', 'RANGE_NOT_SATISFIABLE');
      }
      reply.header('content-type', object.contentType);
      if (object.contentType === 'application/pdf') reply.header('content-disposition', 'inline');
      // Removed since its stat was read (on another replica): gone.
      const read = (bytes: { start: number; end: number }) =>
        hotFiles.read(key, object, bytes).catch(() => {
          throw notFound('File not found');
        });
      if (range.kind === 'whole') {
        reply.header('content-length', object.size);
        return reply.send(await read({ start: 0, end: object.size - 1 }));
      }
      reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${object.size}`)
        .header('content-length', range.end - range.start + 1);
      return reply.send(await read(range));
    },
  );
};
