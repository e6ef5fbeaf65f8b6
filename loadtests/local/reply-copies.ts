import { request } from 'undici';
import { BROWSER_HEADERS } from './load.ts';

/** Headers Node writes itself on every reply, or that belong to one connection: not copied. */
const NOT_COPIED = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

interface Origin {
  origin: string;
  host: string;
}

/**
 * Copies the academy's reply to `path`, asked as a browser asks it (its `Accept-Encoding`, so the bytes
 * are the compressed ones learners get), onto the baseline server as `/replies/<name>`, with every
 * header but those Node sets itself. undici's `request`, not fetch: fetch would decompress the body.
 */
export const copyReply = async (academy: Origin, path: string, baselineOrigin: string, name: string) => {
  const reply = await request(`${academy.origin}${path}`, {
    headers: { host: academy.host, ...BROWSER_HEADERS },
  });
  const body = Buffer.from(await reply.body.arrayBuffer());
  if (reply.statusCode !== 200) throw new Error(`${path} answered ${reply.statusCode}, not 200`);
  const headers = Object.fromEntries(
    Object.entries(reply.headers).flatMap(([header, value]) =>
      NOT_COPIED.has(header) || value === undefined ? [] : [[header, String(value)]],
    ),
  );
  const stored = await request(`${baselineOrigin}/replies/${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ headers, body: body.toString('base64') }),
  });
  await stored.body.dump();
  if (stored.statusCode !== 204) throw new Error(`The baseline server refused the copy of ${path}`);
};
