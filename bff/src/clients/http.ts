import { request as httpRequest } from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import { HttpError } from '@academy/kit';
import type { FastifyRequest } from 'fastify';

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
  const send = async (options: CallOptions) => {
    const headers: Record<string, string> = { ...options.headers };
    const token = options.token ?? (options.from ? accessTokenOf(options.from) : undefined);
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.from) headers['x-request-id'] = options.from.id;
    let body: RequestInit['body'];
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    try {
      if (options.stream) return await streamUpload(new URL(options.path, baseUrl), options, headers);
      return await fetch(new URL(options.path, baseUrl), { method: options.method ?? 'GET', headers, body });
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(503, `The ${name} service is unavailable`, 'SERVICE_UNAVAILABLE');
    }
  };

  /** Calls the service and returns its JSON reply, throwing its error reply as an HttpError. */
  const call = async <T>(options: CallOptions): Promise<T> => {
    const response = await send(options);
    const payload = (await response.json().catch(() => ({}))) as T & { message?: string; code?: string };
    if (response.ok) return payload;
    if (response.status >= 500) {
      throw new HttpError(502, `The ${name} service failed`, 'SERVICE_FAILED');
    }
    throw new HttpError(response.status, payload.message ?? 'Request failed', payload.code);
  };

  return { call, send, baseUrl };
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

export type ServiceClient = ReturnType<typeof createServiceClient>;
