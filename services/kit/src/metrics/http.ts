import type { FastifyInstance } from 'fastify';
import { Histogram } from 'prom-client';
import { metricsEnabled, metricsRegistry } from './registry.ts';

/** What a request that matched no route is labelled: never its path, which may hold ids or tokens. */
export const UNMATCHED_ROUTE = 'unmatched';

const requestDuration = new Histogram({
  name: 'http_server_request_duration_seconds',
  help: 'Time from a request arriving to its reply being sent, by route template, method and status.',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

type Timer = ReturnType<typeof requestDuration.labels>;

/**
 * Times every reply of the app, labelled by the route's template (`/courses/:courseId`, as declared),
 * never the URL. The labelled series are kept per route, method and status, so a request costs one
 * map look-up and one observation.
 */
export const timeRequests = (app: FastifyInstance) => {
  if (!metricsEnabled()) return;
  const series = new Map<string, Timer>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const status = reply.statusCode;
    const key = `${request.method} ${status} ${route}`;
    let timer = series.get(key);
    if (!timer) {
      timer = requestDuration.labels(route, request.method, String(status));
      series.set(key, timer);
    }
    timer.observe(reply.elapsedTime / 1000);
    done();
  });
};
