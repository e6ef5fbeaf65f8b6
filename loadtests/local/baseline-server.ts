import Fastify from 'fastify';

/**
 * The bench's yardstick: a bare Fastify process that answers "hello" and does nothing else, on the
 * same machine, measured in the same run as the academy. Scenarios are reported as a share of it.
 */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(address);
