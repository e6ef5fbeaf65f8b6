import { freePort, sharedNatsUrl } from '@academy/kit/testing';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { openNatsConnection } from '../src/messaging/nats-connection.ts';

describe("the BFF's NATS connection", () => {
  it('takes a comma-separated list of servers and connects to one that answers', async () => {
    const nothingThere = `nats://127.0.0.1:${await freePort()}`;
    const nats = openNatsConnection({ url: `${sharedNatsUrl()}, ${nothingThere}`, logger: Fastify().log });
    try {
      const nc = await nats.connection;
      expect(await nc.rtt()).toBeGreaterThanOrEqual(0);
    } finally {
      await nats.close();
    }
  });
});
