import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { loadConfig } from '../config.ts';
import { metricsEnabled, metricsRegistry, scrapeMetrics } from './registry.ts';

/** Where a process serves `/metrics`: a port of its own, never the one its API (or the public) uses. */
export const MetricsConfigSchema = Type.Object({
  /** The metrics port; unset: no metrics listener. */
  METRICS_PORT: Type.Optional(Type.Integer({ minimum: 0, maximum: 65535 })),
  /** The address it listens on; `0.0.0.0` where Prometheus scrapes from another machine (a pod). */
  METRICS_HOST: Type.String({ default: '127.0.0.1' }),
});

export interface MetricsListener {
  port?: number;
  host?: string;
}

/**
 * Serves `GET /metrics` (Prometheus text format) on a second, internal listener that opens when the
 * app is ready and closes with it (none while metrics are off). Everything else there is a 404.
 */
export const serveMetrics = (app: FastifyInstance, options: MetricsListener = {}) => {
  const settings = loadConfig(MetricsConfigSchema);
  const port = options.port ?? settings.METRICS_PORT;
  if (port === undefined || !metricsEnabled()) return;
  const host = options.host ?? settings.METRICS_HOST;
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    scrapeMetrics().then(
      (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      (error: Error) => {
        app.log.error({ err: error }, 'metrics scrape failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('scrape failed\n');
      },
    );
  });
  app.addHook('onReady', () => listen(server, port, host));
  app.addHook('onClose', () => close(server));
};

const listen = (server: Server, port: number, host: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
