import Fastify from 'fastify';

/**
 * The bench's yardstick: a bare Fastify process that answers "hello" and does nothing else, on the
 * same machine, measured in the same run as the academy. Scenarios are reported as a share of it.
 *
 * It also serves copies of the academy's public replies (`local/reply-copies.ts`): `PUT /replies/<name>`
 * stores a reply's headers and bytes, `GET /replies/<name>` sends them as they are. What bare Fastify
 * spends on the same bytes and headers is the floor of that read's CPU per request, whatever the academy
 * does around it.
 */
interface StoredReply {
  headers: Record<string, string>;
  body: Buffer;
}
const replies = new Map<string, StoredReply>();

const app = Fastify({ logger: false, bodyLimit: 16 * 1024 * 1024 });
app.get('/', async () => ({ hello: 'world' }));
app.put<{ Params: { name: string }; Body: { headers: Record<string, string>; body: string } }>(
  '/replies/:name',
  async (request, reply) => {
    const { headers, body } = request.body;
    replies.set(request.params.name, { headers, body: Buffer.from(body, 'base64') });
    return reply.code(204).send();
  },
);
app.get<{ Params: { name: string } }>('/replies/:name', async (request, reply) => {
  const stored = replies.get(request.params.name);
  if (!stored) return reply.code(404).send();
  return reply.headers(stored.headers).send(stored.body);
});
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(address);
