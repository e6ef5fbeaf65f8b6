import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalS3Server } from '../local-s3.ts';

/** An S3-compatible server on a free port with its files in a temporary folder. */
export const startS3Server = async (bucket = 'academy') => {
  const directory = await mkdtemp(join(tmpdir(), 's3-'));
  const server = await startLocalS3Server({ directory, bucket });
  return {
    config: server.config,
    stop: async () => {
      await server.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
};
