import { Readable } from 'node:stream';
import { HttpError, type ObjectStore, storeUpload } from '@academy/kit';
import type { FastifyRequest } from 'fastify';
import type { UploadKind } from './upload-kinds.ts';

/**
 * Streams the request body (sent as application/octet-stream) into the object store as an upload
 * of `kind`: wrong content → 415, too large → 413, an image or PDF that does not parse → 400, nothing
 * stored in any case.
 */
export const receiveUpload = async (
  store: ObjectStore,
  request: FastifyRequest,
  kind: UploadKind,
  key: (ext: string) => string,
) => {
  if (!(request.body instanceof Readable)) {
    throw new HttpError(
      415,
      `Send the ${kind.name} file as the request body with Content-Type application/octet-stream`,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  }
  return storeUpload({
    store,
    stream: request.body,
    detect: kind.detect,
    maxBytes: kind.maxBytes,
    kind: kind.name,
    key,
    check: kind.check,
  });
};

/**
 * Runs the database part of a command that follows an upload; if it fails the stored file is removed,
 * so a refused command leaves no orphan behind.
 */
export const withUploadedFile = async <T>(store: ObjectStore, key: string, command: () => Promise<T>) => {
  try {
    return await command();
  } catch (error) {
    await store.remove(key).catch(() => undefined);
    throw error;
  }
};
