import { createServer } from 'node:http';

/** One span as an OTLP `http/json` export carries it, with the name of the service that sent it. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: Record<string, unknown> }[];
  /** The spans this one is linked to (a batch's senders). */
  links?: { traceId: string; spanId: string }[];
  service: string;
}

/** OTLP span kinds. */
export const SpanKinds = { SERVER: 2, CLIENT: 3, PRODUCER: 4, CONSUMER: 5 } as const;

/** The environment without any OTEL_* variable: tracing as an unconfigured process has it. */
export const withoutOtel = (env: NodeJS.ProcessEnv = process.env) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('OTEL_')));

/**
 * A real OTLP/HTTP receiver taking `http/json` exports, as a collector or Jaeger would; `env` points a
 * process at it (`OTEL_EXPORTER_OTLP_ENDPOINT`, protocol `http/json`, every trace sampled).
 */
export const startOtlpReceiver = async () => {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        for (const { resource, scopeSpans } of body.resourceSpans ?? []) {
          const service = resource.attributes.find((a: { key: string }) => a.key === 'service.name')?.value
            .stringValue;
          for (const scope of scopeSpans) for (const span of scope.spans) spans.push({ ...span, service });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    spans,
    endpoint,
    env: {
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_TRACES_SAMPLER: 'parentbased_always_on',
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type OtlpReceiver = Awaited<ReturnType<typeof startOtlpReceiver>>;
