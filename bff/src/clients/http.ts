import { request as httpRequest } from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import { HttpError } from '@academy/kit';
import type { FastifyRequest } from 'fastify';
import { Pool, fetch as poolFetch } from 'undici';
import { RetryLater } from '../plugins/retry-after.ts';

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** The incoming request: its access token and request id travel on to the service. */
  from?: FastifyRequest;
  token?: string;
  json?: unknown;
  /** A raw body streamed through (uploads), with its content type. */
  stream?: { body: Readable; contentType: string };
  headers?: Record<string, string>;
}

/**
 * How long a connection to a service stays open unused. Whatever is at the other end closes idle connections
 * sooner than the service's `Keep-Alive: timeout=72` header (which undici would trust) says: a balancer in front of
 * the replicas (HAProxy's `timeout http-keep-alive`, 10 s in the cluster mode), or the service itself
 * (`IDLE_TIMEOUT_MS`, 60 s). A call sent on a connection at the moment the other end closes it is reset with no
 * reply, a 503 for the caller (seen in the cluster fault suite, outside any fault). Closing first leaves no such
 * moment; a connection is busy all the time under load, so a new one is rarely needed.
 */
const IDLE_CONNECTION_MS = 4_000;

/** 503 codes of a service that is up but busy: its message and Retry-After reach the caller. */
const BUSY_CODES = new Set(['PASSWORD_HASHING_BUSY']);

/** Forwards the caller's access token (header or cookie) so each service authorises on its own. */
export const accessTokenOf = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return request.cookies?.access_token;
};

/**
 * A typed HTTP client for one downstream service. A service's 4xx reaches the caller unchanged;
 * an unreachable or failing service becomes a 502/503 with a plain message.
 */
export const createServiceClient = (name: string, baseUrl: string) => {
  // Keep-alive connections reused across requests: no TCP handshake per call on the hot path.
  const pool = new Pool(new URL(baseUrl).origin, {
    connections: 256,
    keepAliveTimeout: IDLE_CONNECTION_MS,
    keepAliveMaxTimeout: IDLE_CONNECTION_MS,
  });
  const unavailable = () => new HttpError(503, `The ${name} service is unavailable`, 'SERVICE_UNAVAILABLE');
  /** A call that got no reply: the caller is told the service is unavailable, the log says why. */
  const noReply = (cause: unknown, options: CallOptions) => {
    options.from?.log.warn({ err: cause, service: name, path: options.path }, 'a service call got no reply');
    return unavailable();
  };

  const headersFor = (options: CallOptions) => {
    const headers: Record<string, string> = { ...options.headers };
    const token = options.token ?? (options.from ? accessTokenOf(options.from) : undefined);
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.from) headers['x-request-id'] = options.from.id;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    return headers;
  };
  const bodyOf = (options: CallOptions) =>
    options.json === undefined ? undefined : JSON.stringify(options.json);

  /** The reply as a fetch Response, for callers that stream it on (media, PDFs). */
  const send = async (options: CallOptions): Promise<Response> => {
    const headers = headersFor(options);
    try {
      if (options.stream) return await streamUpload(new URL(options.path, baseUrl), options, headers);
      const method = options.method ?? 'GET';
      const body = bodyOf(options);
      return (await poolFetch(new URL(options.path, baseUrl), {
        method,
        headers,
        body,
        dispatcher: pool,
      })) as unknown as Response;
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw noReply(error, options);
    }
  };

  const requestOf = (options: CallOptions) =>
    pool.request({
      path: options.path,
      method: options.method ?? 'GET',
      headers: headersFor(options),
      body: bodyOf(options),
    });

  const reply = async (options: CallOptions) => {
    if (options.stream) {
      const response = await send(options);
      return { status: response.status, payload: await response.json().catch(() => ({})) };
    }
    try {
      const response = await requestOf(options);
      const retryAfter = response.headers['retry-after'];
      return {
        status: response.statusCode,
        payload: await response.body.json().catch(() => ({})),
        retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
      };
    } catch (error) {
      throw noReply(error, options);
    }
  };

  /**
   * A service's error reply as the caller sees it: its 4xx unchanged (a 429 with its Retry-After), its 503
   * for being busy unchanged,
   * its own outage 503, any other 5xx 502.
   */
  const failure = (status: number, payload: { message?: string; code?: string }, retryAfter?: string) => {
    if (status === 503 && payload.message && payload.code && BUSY_CODES.has(payload.code) && retryAfter) {
      return new RetryLater(503, payload.message, payload.code, retryAfter);
    }
    if (status === 429 && retryAfter) {
      return new RetryLater(429, payload.message ?? 'Too many requests', payload.code, retryAfter);
    }
    // A service whose own dependency is down says so (503): the caller may retry, as when it is unreachable.
    if (status === 503) return unavailable();
    if (status >= 500) return new HttpError(502, `The ${name} service failed`, 'SERVICE_FAILED');
    return new HttpError(status, payload.message ?? 'Request failed', payload.code);
  };

  /** Calls the service and returns its status and JSON reply, throwing its error reply as an HttpError. */
  const callWithStatus = async <T>(options: CallOptions): Promise<{ status: number; payload: T }> => {
    const { status, payload, retryAfter } = (await reply(options)) as {
      status: number;
      payload: T & { message?: string; code?: string };
      retryAfter?: string;
    };
    if (status >= 200 && status < 300) return { status, payload };
    throw failure(status, payload, retryAfter);
  };

  /** Calls the service and returns its JSON reply, throwing its error reply as an HttpError. */
  const call = async <T>(options: CallOptions): Promise<T> => (await callWithStatus<T>(options)).payload;

  /**
   * The service's successful reply as it came, status and JSON bytes, for routes that add nothing to it:
   * the BFF neither parses nor serialises it again (the service checked it against the same contract).
   * Its error replies are thrown as `call` throws them.
   */
  const relay = async <T>(options: CallOptions): Promise<RelayedReply<T>> => {
    try {
      const response = await requestOf(options);
      const status = response.statusCode;
      if (status >= 200 && status < 300) {
        return { status, body: Buffer.from(await response.body.arrayBuffer()) };
      }
      const retryAfter = response.headers['retry-after'];
      const payload = (await response.body.json().catch(() => ({}))) as { message?: string; code?: string };
      throw failure(status, payload, typeof retryAfter === 'string' ? retryAfter : undefined);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw noReply(error, options);
    }
  };

  /** The caller's GET of `path` (their token and request id travel on), its JSON reply. */
  const get = <T>(path: string, from: FastifyRequest) => call<T>({ path, from });
  /** The caller's call of `path` with `body`, if any, as JSON; its JSON reply. */
  const json = <T>(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    from: FastifyRequest,
    body?: unknown,
  ) => call<T>({ method, path, from, json: body });

  /**
   * The reply as it streams in, whatever its status: status, headers and a Node stream of the body (no
   * fetch Response and web stream between the service's socket and the caller's).
   */
  const stream = async (options: CallOptions) => {
    try {
      const response = await requestOf(options);
      return { status: response.statusCode, headers: response.headers, body: response.body };
    } catch (error) {
      throw noReply(error, options);
    }
  };

  /** A file reply as it streams in, with the headers to pass on; an error reply becomes an HttpError. */
  const download = async (options: CallOptions) => {
    const response = await send(options);
    if (!response.ok || !response.body) {
      throw failure(response.status, (await response.json().catch(() => ({}))) as { message?: string });
    }
    return {
      body: response.body,
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      disposition: response.headers.get('content-disposition') ?? 'attachment',
    };
  };

  return { name, call, get, json, relay, callWithStatus, send, stream, download, failure, baseUrl };
};

/**
 * Streams an upload with node:http rather than fetch: when the source fails half-way (the multipart
 * size limit, a client gone), the request and its socket are destroyed instead of lingering in a
 * keep-alive pool. The reply is handed back as a fetch Response.
 */
const streamUpload = (url: URL, options: CallOptions, headers: Record<string, string>) =>
  new Promise<Response>((resolve, reject) => {
    const upload = options.stream!;
    const outgoing = httpRequest(
      url,
      { method: options.method ?? 'PUT', headers: { ...headers, 'content-type': upload.contentType } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve(new Response(Buffer.concat(chunks), { status: incoming.statusCode ?? 502 })),
        );
        incoming.on('error', reject);
      },
    );
    pipeline(upload.body, outgoing, (error) => {
      if (error) reject(error);
    });
  });

/** A service's successful JSON reply (of contract type `T`), unparsed: its status and bytes. */
// biome-ignore lint/correctness/noUnusedVariables: `T` names what the bytes hold, for `parseRelayed`.
export interface RelayedReply<T = unknown> {
  status: number;
  body: Buffer;
}

/** A relayed reply read, for the few callers that look inside it (live streams). */
export const parseRelayed = <T>(relayed: RelayedReply<T>): T => JSON.parse(relayed.body.toString('utf8'));

export type ServiceClient = ReturnType<typeof createServiceClient>;
/** A file a service answered with, streaming in, and the headers to pass on. */
export type ServiceFile = Awaited<ReturnType<ServiceClient['download']>>;
