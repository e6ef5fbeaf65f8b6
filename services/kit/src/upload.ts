import { PassThrough, type Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from './errors.ts';
import type { ObjectStore } from './object-store.ts';

/** What a file really is, judged from its first bytes; undefined when it is none of the accepted kinds. */
export type Detector = (head: Buffer) => Promise<{ mime: string; ext: string } | undefined>;

const HEAD_BYTES = 4100;

/** Accepts binary formats by their magic numbers, never by file name or declared type. */
export const detectBinary =
  (...mimes: string[]): Detector =>
  async (head) => {
    const type = await fileTypeFromBuffer(head);
    return type && mimes.includes(type.mime) ? { mime: type.mime, ext: type.ext } : undefined;
  };

/** WebVTT captions are text: they must start with the WEBVTT signature. */
export const detectWebVtt: Detector = async (head) =>
  /^(\uFEFF)?WEBVTT([ \t\r\n]|$)/.test(head.subarray(0, 16).toString('utf8'))
    ? { mime: 'text/vtt', ext: 'vtt' }
    : undefined;

const readHead = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (length >= HEAD_BYTES) break;
  }
  return Buffer.concat(chunks);
};

/**
 * Streams an upload into the object store under `key(ext)`: the type is judged from the content,
 * the size is counted as bytes pass, and a wrong type or an oversized file is refused with a 4xx
 * and leaves nothing stored. Nothing buffers more than the first few kilobytes.
 */
export const storeUpload = async (options: {
  store: ObjectStore;
  stream: Readable;
  detect: Detector;
  maxBytes: number;
  kind: string;
  key: (ext: string) => string;
}) => {
  const { store, stream, maxBytes } = options;
  const iterator = stream[Symbol.asyncIterator]();
  const head = await readHead({ [Symbol.asyncIterator]: () => iterator } as unknown as Readable);
  if (head.length === 0) throw new HttpError(400, `The ${options.kind} file is empty`, 'EMPTY_FILE');
  const type = await options.detect(head);
  if (!type) {
    stream.resume();
    throw new HttpError(415, `The file is not an accepted ${options.kind} type`, 'UNSUPPORTED_FILE_TYPE');
  }
  const tooLarge = new HttpError(
    413,
    `The ${options.kind} is larger than ${Math.floor(maxBytes / (1024 * 1024))} MB`,
    'FILE_TOO_LARGE',
  );
  if (head.length > maxBytes) throw tooLarge;

  const key = options.key(type.ext);
  const body = new PassThrough();
  let size = head.length;
  let overLimit = false;
  body.write(head);
  const pump = (async () => {
    for await (const chunk of { [Symbol.asyncIterator]: () => iterator }) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        overLimit = true;
        body.destroy(tooLarge);
        return;
      }
      if (!body.write(chunk)) await new Promise((resolve) => body.once('drain', resolve));
    }
    body.end();
  })();
  try {
    await Promise.all([store.put(key, body, type.mime), pump]);
  } catch (error) {
    await store.remove(key).catch(() => undefined);
    stream.resume();
    if (overLimit) throw tooLarge;
    throw error;
  }
  if (overLimit) {
    await store.remove(key).catch(() => undefined);
    throw tooLarge;
  }
  return { key, contentType: type.mime, size };
};
