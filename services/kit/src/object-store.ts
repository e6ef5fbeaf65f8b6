import type { Readable } from 'node:stream';
import type { Client } from 'minio';
import { bucketExists, createBucket, putObject } from './bucket-check.ts';
import type { ObjectStoreConfig } from './object-store-config.ts';

export type { ObjectStoreConfig };

export interface StoredObject {
  size: number;
  contentType: string;
  etag: string;
  lastModified: Date;
}

/** A bucket in any S3-compatible store (MinIO, S3; s3rver locally). */
export const createObjectStore = (config: ObjectStoreConfig) => {
  const endpoint = new URL(config.S3_ENDPOINT);
  // minio (some 10 MiB of heap) is loaded by the first call that streams, reads or lists, not by every server
  // that imports the kit, nor by a start, a readiness check or a file stored from memory (./bucket-check.ts:
  // one signed request each).
  let connecting: Promise<Client> | undefined;
  const connect = () =>
    (connecting ??= import('minio').then(
      ({ Client }) =>
        new Client({
          endPoint: endpoint.hostname,
          port: Number(endpoint.port) || (endpoint.protocol === 'https:' ? 443 : 80),
          useSSL: endpoint.protocol === 'https:',
          accessKey: config.S3_ACCESS_KEY,
          secretKey: config.S3_SECRET_KEY,
          region: config.S3_REGION,
          pathStyle: true,
        }),
    ));
  const bucket = config.S3_BUCKET;

  return {
    bucket,
    ensureBucket: async () => {
      if (await bucketExists(config)) return;
      // Another replica starting at the same time may create it first.
      await createBucket(config).catch(async (error) => {
        if (!(await bucketExists(config))) throw error;
      });
    },
    /** A file in memory goes up in one signed PUT, without minio (a catalogue's demo seed, a certificate). */
    put: async (key: string, body: Readable | Buffer, contentType: string, size?: number) => {
      if (Buffer.isBuffer(body)) return putObject(config, key, body, contentType);
      await (await connect()).putObject(bucket, key, body, size, { 'Content-Type': contentType });
    },
    stat: async (key: string): Promise<StoredObject> => {
      const stat = await (await connect()).statObject(bucket, key);
      return {
        size: stat.size,
        contentType: String(stat.metaData['content-type'] ?? 'application/octet-stream'),
        etag: stat.etag,
        lastModified: stat.lastModified,
      };
    },
    /** The whole object, or the inclusive byte range [start, end]. */
    read: async (key: string, range?: { start: number; end: number }) => {
      const client = await connect();
      return range
        ? client.getPartialObject(bucket, key, range.start, range.end - range.start + 1)
        : client.getObject(bucket, key);
    },
    remove: async (key: string) => {
      const client = await connect();
      await client.removeObject(bucket, key);
      await client.removeIncompleteUpload(bucket, key).catch(() => undefined);
    },
    exists: async (key: string) =>
      (await connect()).statObject(bucket, key).then(
        () => true,
        () => false,
      ),
    list: async (prefix = '') => {
      const keys: string[] = [];
      for await (const item of (await connect()).listObjectsV2(bucket, prefix, true))
        if (item.name) keys.push(item.name);
      return keys;
    },
    ping: async () => {
      await bucketExists(config);
    },
  };
};

export type ObjectStore = ReturnType<typeof createObjectStore>;
