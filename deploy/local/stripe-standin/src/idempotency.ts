import type { FastifyRequest } from 'fastify';
import { StripeError } from './errors.ts';
import type { App } from './routes.ts';

interface SavedReply {
  status: number;
  body: string;
}

/**
 * Stripe's `Idempotency-Key`: a repeated key with the same request replays the first reply (concurrent
 * repeats wait for it); the same key with other parameters is an `idempotency_error`. Keys are per stand-in
 * (one account) and kept for its lifetime (Stripe keeps them 24 hours).
 */
export const registerIdempotency = (app: App) => {
  const saved = new Map<string, { fingerprint: string; reply: Promise<SavedReply> }>();
  const pending = new WeakMap<FastifyRequest, (reply: SavedReply) => void>();

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || request.method === 'GET') return;
    const fingerprint = `${request.method} ${request.url} ${JSON.stringify(request.body ?? {})}`;
    const first = saved.get(key);
    if (!first) {
      let resolve: (reply: SavedReply) => void = () => {};
      saved.set(key, { fingerprint, reply: new Promise((done) => (resolve = done)) });
      pending.set(request, resolve);
      return;
    }
    if (first.fingerprint !== fingerprint) {
      throw new StripeError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    }
    const { status, body } = await first.reply;
    return reply.code(status).header('idempotent-replayed', 'true').type('application/json').send(body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const resolve = pending.get(request);
    if (!resolve) return payload;
    resolve({ status: reply.statusCode, body: String(payload) });
    // Stripe keeps no result for a request refused before it ran (bad parameters), so the key can be reused.
    if (reply.statusCode >= 400 && reply.statusCode < 500)
      saved.delete(String(request.headers['idempotency-key']));
    return payload;
  });
};
