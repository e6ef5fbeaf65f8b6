// s3rver ships no types: its declaration travels with this file to every project that compiles it.
/// <reference path="./s3rver.d.ts" />
import type { ObjectStoreConfig } from './object-store-config.ts';

/**
 * An S3-compatible server for one machine (local runs and tests), keeping objects under `directory`.
 * It does not check request signatures: never use it where the store's own access control matters.
 */
export const startLocalS3Server = async (options: { directory: string; port?: number; bucket: string }) => {
  // Loaded here: the services import the kit but never run this server (only the runner and tests do).
  const { default: S3rver } = await import('s3rver');
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory: options.directory,
  });
  const { port } = await server.run();
  const config: ObjectStoreConfig = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
    S3_BUCKET: options.bucket,
    S3_REGION: 'us-east-1',
  };
  return { config, stop: () => server.close() };
};
