import { createRequire, syncBuiltinESMExports } from 'node:module';
import {
  type Context,
  context,
  type Link,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { type MsgHdrs, headers as natsHeaders } from 'nats';

/** Probes and scrapes every few seconds would each be a trace of their own. */
const UNTRACED_PATHS = /^\/(healthz|readyz|metrics)(\?|$)/;
/** In place of a value a span must not carry (an address, a query that may hold a token or an e-mail). */
const WITHHELD = 'withheld';

const headerSetter = { set: (carrier: MsgHdrs, key: string, value: string) => carrier.set(key, value) };
const headerGetter = {
  keys: (carrier: MsgHdrs) => carrier.keys(),
  get: (carrier: MsgHdrs, key: string) => carrier.get(key) || undefined,
};

/**
 * The Node SDK with its exporter, sampler and resource from the `OTEL_*` variables (OTLP over
 * `http/protobuf`, `http/json` or `grpc`). Spans: incoming and outgoing HTTP (node:http, undici), SQL
 * inside a traced piece of work (the relay's and the metrics' own polling is not), NATS publish and
 * consume. Metrics stay with prom-client, so the SDK exports none.
 */
export const startSdk = (service: string) => {
  const named =
    process.env.OTEL_SERVICE_NAME || process.env.OTEL_RESOURCE_ATTRIBUTES?.includes('service.name=');
  const sdk = new NodeSDK({
    serviceName: named ? undefined : service,
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.test(request.url ?? ''),
        startIncomingSpanHook: (request) => ({
          'client.address': WITHHELD,
          ...(request.url?.includes('?') ? { 'url.query': WITHHELD } : {}),
        }),
      }),
      new UndiciInstrumentation({
        startSpanHook: (request) => {
          const [path, query] = request.path.split('?', 2);
          return { 'url.full': `${request.origin}${path}`, ...(query ? { 'url.query': WITHHELD } : {}) };
        },
      }),
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  patchLoadedModules();
  const tracer = trace.getTracer('@academy/kit');

  /**
   * Runs `work` in a new span of `kind` under `parent` (linked to `links`), ending it (with any error)
   * when `work` settles.
   */
  const inSpan = async <T>(
    name: string,
    kind: SpanKind,
    parent: Context,
    attributes: Record<string, string>,
    work: (span: Context) => Promise<T>,
    links: Link[] = [],
  ) => {
    const span = tracer.startSpan(name, { kind, attributes, links }, parent);
    const spanContext = trace.setSpan(parent, span);
    try {
      return await context.with(spanContext, () => work(spanContext));
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  };

  return {
    nameRequestSpan: (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const span = trace.getActiveSpan();
      const route = request.routeOptions.url ?? 'unmatched';
      span?.updateName(`${request.method} ${route}`);
      span?.setAttribute('http.route', route);
      done();
    },
    traceparent: () => {
      const carrier: { traceparent?: string } = {};
      propagation.inject(context.active(), carrier);
      return carrier.traceparent;
    },
    publish: <T>(
      subject: string,
      traceparent: string | undefined,
      publish: (headers?: MsgHdrs) => Promise<T>,
    ) => {
      const parent = traceparent ? propagation.extract(ROOT_CONTEXT, { traceparent }) : context.active();
      return inSpan(
        `${subject} publish`,
        SpanKind.PRODUCER,
        parent,
        messagingAttributes(subject, 'send'),
        (span) => {
          const headers = natsHeaders();
          propagation.inject(span, headers, headerSetter);
          return publish(headers);
        },
      );
    },
    consume: <T>(subject: string, headers: MsgHdrs | undefined, handle: () => Promise<T>) =>
      inSpan(
        `${subject} process`,
        SpanKind.CONSUMER,
        contextOf(headers),
        messagingAttributes(subject, 'process'),
        handle,
      ),
    /**
     * Several messages handled as one piece of work: one span, in the first message's trace, linked to
     * every message's sender (as OpenTelemetry's messaging conventions have a batch), so each event's
     * trace leads to the work that applied it.
     */
    consumeTogether: <T>(subject: string, headers: (MsgHdrs | undefined)[], handle: () => Promise<T>) => {
      const senders = headers.map(contextOf);
      const links = senders.flatMap((sender): Link[] => {
        const spanContext = trace.getSpanContext(sender);
        return spanContext && trace.isSpanContextValid(spanContext) ? [{ context: spanContext }] : [];
      });
      return inSpan(
        `${subject} process`,
        SpanKind.CONSUMER,
        senders[0] ?? ROOT_CONTEXT,
        {
          ...messagingAttributes(subject, 'process'),
          'messaging.batch.message_count': String(headers.length),
        },
        handle,
        links,
      );
    },
    outsideTraces: <A extends unknown[], R>(work: (...args: A) => R) => context.bind(ROOT_CONTEXT, work),
    logFields: () => {
      const span = trace.getActiveSpan()?.spanContext();
      return span && trace.isSpanContextValid(span) ? { trace_id: span.traceId, span_id: span.spanId } : {};
    },
    stop: () => sdk.shutdown(),
  };
};

export type ActiveTracing = ReturnType<typeof startSdk>;

/** The context a message's headers carry (its sender's span), the root when they carry none. */
const contextOf = (headers: MsgHdrs | undefined) =>
  headers ? propagation.extract(ROOT_CONTEXT, headers, headerGetter) : ROOT_CONTEXT;

const messagingAttributes = (subject: string, operation: 'send' | 'process') => ({
  'messaging.system': 'nats',
  'messaging.destination.name': subject,
  'messaging.operation.type': operation,
});

/**
 * The instrumentations patch a module when it is required. A server's modules (ES modules importing
 * node:http and pg) are loaded before tracing starts, so each is required once more here: the
 * instrumentations patch the shared module objects, and ES named imports of node:http are synced.
 */
const patchLoadedModules = () => {
  const require = createRequire(import.meta.url);
  for (const name of ['http', 'https', 'pg']) require(name);
  syncBuiltinESMExports();
};
