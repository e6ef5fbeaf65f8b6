import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuth } from './support/auth.ts';
import { type Bff, startBff } from './support/bff.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';
import { type SignedInUser, signUp } from './support/users.ts';

let env: TestEnvironment;
let bff: Bff;
let base: string;
let learner: SignedInUser;

beforeAll(async () => {
  env = await createTestEnvironment();
  const auth = await startAuth(env);
  bff = await startBff(env, { AUTH_URL: auth.url });
  base = await env.listen(bff);
  learner = await signUp(bff);
});
afterAll(async () => {
  await env?.stop();
});

/**
 * Sends a request over a raw socket the way a simple client does: headers, then the whole body as fast
 * as the server takes it, reading the reply as it comes. A write into a closed connection (EPIPE,
 * ECONNRESET) is a failure: such a client never shows the reply.
 */
const send = (path: string, method: string, headers: Record<string, string>, body: Buffer) =>
  new Promise<{ status: number; json: { message?: string; code?: string } }>((resolve, reject) => {
    let at = 0;
    let flushed = false;
    const { port } = new URL(base);
    const socket = connect(Number(port), '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', reject);
    const tryParse = () => {
      const text = Buffer.concat(received).toString();
      const split = text.indexOf('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(text.slice(0, split))?.[1] ?? Number.NaN);
      const payload = text.slice(split + 4);
      if (split < 0 || Buffer.byteLength(payload) < length || !flushed) return;
      socket.destroy();
      resolve({ status: Number(text.split(' ')[1]), json: JSON.parse(payload) });
    };
    socket.on('data', tryParse);
    const lines = Object.entries({ ...headers, host: 'localhost', 'content-length': String(body.length) });
    socket.write(`${method} ${path} HTTP/1.1\r\n${lines.map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n`);
    const pump = () => {
      while (at < body.length) {
        const last = at + 65_536 >= body.length;
        const ok = socket.write(body.subarray(at, at + 65_536), (error) => {
          if (!last || error) return;
          flushed = true;
          tryParse();
        });
        at += 65_536;
        if (!ok) return void socket.once('drain', pump);
      }
    };
    pump();
  });

describe('bodies over the limit', () => {
  it('answers a JSON body 20 times over the limit with a readable JSON 413, every time', async () => {
    const huge = Buffer.from(
      JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(20 * 1024 * 1024) }),
    );
    for (let n = 0; n < 10; n += 1) {
      const reply = await send('/api/v1/user/login', 'POST', { 'content-type': 'application/json' }, huge);
      expect(reply.status).toBe(413);
      expect(reply.json).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
  });

  it('answers an avatar over its limit with a readable JSON 413', async () => {
    const boundary = '----academy-oversized';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.alloc(12 * 1024 * 1024, 7),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    for (let n = 0; n < 5; n += 1) {
      const reply = await send(
        '/api/v1/userProfile/avatar',
        'PUT',
        { 'content-type': `multipart/form-data; boundary=${boundary}`, ...learner.bearer },
        body,
      );
      expect(reply.status).toBe(413);
      expect(reply.json.code).toBe('FILE_TOO_LARGE');
    }
  });
});
