import type { FastifyInstance } from 'fastify';
import type { MsgHdrs } from 'nats';
import type { ActiveTracing } from './sdk.ts';

/**
 * OpenTelemetry tracing, configured only by the standard `OTEL_*` variables. Off unless an OTLP endpoint
 * (or another trace exporter) is named: then the SDK is never even loaded, and each helper below is a
 * check of one variable. On, `./sdk.ts` starts the Node SDK and does the work.
 */
let active: ActiveTracing | undefined;

/** Whether the environment asks for traces (and `OTEL_SDK_DISABLED` does not forbid them). */
export const tracingRequested = (env: NodeJS.ProcessEnv = process.env) => {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporter = env.OTEL_TRACES_EXPORTER?.trim();
  if (exporter === 'none') return false;
  return Boolean(exporter || env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
};

/**
 * Starts tracing for this process when the environment asks for it; call first thing in an entry point,
 * before any app is built. `service` names the process where `OTEL_SERVICE_NAME` does not.
 */
export const startTracing = async (service: string) => {
  if (active || !tracingRequested()) return;
  const { startSdk } = await import('./sdk.ts');
  active = startSdk(service);
};

/** Sends the spans still buffered and stops; the process is about to end. */
export const stopTracing = async () => {
  const stopping = active;
  active = undefined;
  await stopping?.stop();
};

/** Names each request's span after its route template (`GET /api/v1/course/:id`), never the raw path. */
export const traceRoutes = (app: FastifyInstance) => {
  if (active) app.addHook('onRequest', active.nameRequestSpan);
};

/** The W3C `traceparent` of the work going on now, kept with an outbox row; none when tracing is off. */
export const currentTraceparent = (): string | undefined => active?.traceparent();

/**
 * Publishes an event in a producer span that continues the trace of the change that wrote it; the
 * span's `traceparent` travels in the message headers.
 */
export const publishTraced = <T>(
  subject: string,
  traceparent: string | null | undefined,
  publish: (headers?: MsgHdrs) => Promise<T>,
): Promise<T> => (active ? active.publish(subject, traceparent ?? undefined, publish) : publish());

/** Handles a message in a consumer span that continues the trace its headers carry. */
export const consumeTraced = <T>(subject: string, headers: MsgHdrs | undefined, handle: () => Promise<T>) =>
  active ? active.consume(subject, headers, handle) : handle();

/** Handles messages together in one consumer span, in the first's trace and linked to each one's. */
export const consumeTracedTogether = <T>(
  subject: string,
  headers: (MsgHdrs | undefined)[],
  handle: () => Promise<T>,
) => (active ? active.consumeTogether(subject, headers, handle) : handle());

/** `work`, run outside any trace when it is called later (a timer set while handling a request). */
export const outsideTraces = <A extends unknown[], R>(work: (...args: A) => R) =>
  active ? active.outsideTraces(work) : work;

/** pino options adding `trace_id` and `span_id` to each log line written inside a span. */
export const traceLogOptions = () => (active ? { mixin: active.logFields } : {});
