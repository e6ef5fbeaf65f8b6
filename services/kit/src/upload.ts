import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from './errors.ts';
import type { ObjectStore } from './object-store.ts';

/** What a file really is, judged from its first bytes; undefined when it is none of the accepted kinds. */
export type Detector = (head: Buffer) => Promise<{ mime: string; ext: string } | undefined>;

const HEAD_BYTES = 4100;

/**
 * A second, deeper look at a file its first bytes accepted: refuses it (an HttpError) or answers the
 * path of the file to store, the same or a cleaned copy written beside it.
 */
export type FileCheck = (file: string, type: { mime: string; ext: string }, kind: string) => Promise<string>;

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

const tooLargeError = (kind: string, maxBytes: number) =>
  new HttpError(413, `The ${kind} is larger than ${formatBytes(maxBytes)}`, 'FILE_TOO_LARGE');

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${Math.floor(bytes / 1024)} kB`;

/**
 * Copies the stream to a temporary file. Memory stays bounded whatever the size, and the store
 * receives only complete files of a known length. Past `maxBytes` nothing more is written, but the
 * rest is still read, so the caller gets a clean 413 instead of a reset connection (the BFF's own
 * limit bounds how much that can be).
 */
const spool = async (stream: Readable, path: string, maxBytes: number, kind: string) => {
  let size = 0;
  let head = Buffer.alloc(0);
  const file = await open(path, 'w');
  try {
    for await (const chunk of stream) {
      const bytes = chunk as Buffer;
      size += bytes.length;
      if (size > maxBytes) continue;
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, bytes.subarray(0, HEAD_BYTES - head.length)]);
      await file.write(bytes);
    }
  } finally {
    await file.close();
  }
  if (size > maxBytes) throw tooLargeError(kind, maxBytes);
  return { size, head };
};

/**
 * Stores an upload under `key(ext)`: its type is judged from its content, its size counted as bytes
 * arrive, and a wrong type or an oversized file is refused with a 4xx and leaves nothing stored.
 */
export const storeUpload = async (options: {
  store: ObjectStore;
  stream: Readable;
  detect: Detector;
  maxBytes: number;
  kind: string;
  key: (ext: string) => string;
  /** Parses the file (images re-encoded, PDFs opened) before anything is stored. */
  check?: FileCheck;
}) => {
  const directory = await mkdtemp(join(tmpdir(), 'upload-'));
  const path = join(directory, 'file');
  try {
    const { size, head } = await spool(options.stream, path, options.maxBytes, options.kind);
    if (size === 0) throw new HttpError(400, `The ${options.kind} file is empty`, 'EMPTY_FILE');
    const type = await options.detect(head);
    if (!type) {
      throw new HttpError(415, `The file is not an accepted ${options.kind} type`, 'UNSUPPORTED_FILE_TYPE');
    }
    const checked = options.check ? await options.check(path, type, options.kind) : path;
    const storedSize = checked === path ? size : (await stat(checked)).size;
    const key = options.key(type.ext);
    await options.store.put(key, createReadStream(checked), type.mime, storedSize);
    return { key, contentType: type.mime, size: storedSize };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
};
