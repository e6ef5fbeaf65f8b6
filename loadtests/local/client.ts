import type { Sample } from './recorder.ts';

export interface CallOptions {
  method?: 'GET' | 'POST';
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Statuses that count as success; anything else, or no answer at all, is an error. */
  expect?: number[];
}

/** What one virtual user's requests go to; every call is timed until its whole body has arrived. */
export interface Client {
  origin: string;
  call: (name: string, path: string, options?: CallOptions) => Promise<Response & { text: string }>;
}

export const createClient = (
  origin: string,
  record: (name: string, sample: Sample, status: number | string) => void,
): Client => ({
  origin,
  call: async (name, path, { method = 'GET', token, body, headers = {}, expect = [200] } = {}) => {
    const started = performance.now();
    try {
      const response = await fetch(`${origin}${path}`, {
        method,
        headers: {
          ...headers,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.text();
      const ok = expect.includes(response.status);
      record(name, { ms: performance.now() - started, ok }, response.status);
      return Object.assign(response, { text });
    } catch (error) {
      record(name, { ms: performance.now() - started, ok: false }, (error as Error).name);
      throw error;
    }
  },
});

export const json = <T>(response: { text: string }) => JSON.parse(response.text) as T;
