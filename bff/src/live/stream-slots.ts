import { HttpError } from '@academy/kit';
import type { FastifyReply } from 'fastify';

/**
 * How many live (Server-Sent Events) connections each user holds on this BFF process. Each one keeps
 * a socket and NATS listeners for as long as the tab is open, so one learner (or a script with their
 * token) must not open them without end; a learner with a few tabs of the academy stays well below.
 */
export const createStreamSlots = (perUser: number) => {
  const open = new Map<string, number>();
  const release = (userId: string) => {
    const left = (open.get(userId) ?? 1) - 1;
    if (left > 0) open.set(userId, left);
    else open.delete(userId);
  };
  return {
    /** Takes one of the user's slots until the reply's connection closes, or refuses with 429. */
    take: (userId: string, reply: FastifyReply) => {
      const taken = open.get(userId) ?? 0;
      if (taken >= perUser) {
        throw new HttpError(
          429,
          `Too many live connections: at most ${perUser} at once. Close another tab or window of the academy and try again.`,
          'TOO_MANY_STREAMS',
        );
      }
      open.set(userId, taken + 1);
      reply.raw.once('close', () => release(userId));
    },
  };
};

export type StreamSlots = ReturnType<typeof createStreamSlots>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Live connections per user on this process (`LIVE_STREAMS_PER_USER`). */
    streamSlots: StreamSlots;
  }
}
