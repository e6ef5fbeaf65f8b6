import type { FastifyInstance } from 'fastify';

export type ReadinessCheck = () => Promise<void> | void;

/** `/healthz` says the process is alive; `/readyz` says every dependency answers. */
export const registerHealth = (app: FastifyInstance, checks: Record<string, ReadinessCheck>) => {
  app.get('/healthz', { logLevel: 'warn', config: { access: 'public' } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn', config: { access: 'public' } }, async (_request, reply) => {
    const results: Record<string, string> = {};
    let ready = true;
    for (const [name, check] of Object.entries(checks)) {
      try {
        await check();
        results[name] = 'ok';
      } catch (error) {
        ready = false;
        results[name] = (error as Error).message;
      }
    }
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', checks: results });
  });
};
