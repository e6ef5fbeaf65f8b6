import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OtlpReceiver,
  type ReceivedSpan,
  SpanKinds,
  startOtlpReceiver,
  withoutOtel,
} from '../src/testing/index.ts';

const run = promisify(execFile);
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const { SERVER, CLIENT, PRODUCER, CONSUMER } = SpanKinds;

describe('tracing', () => {
  let receiver: OtlpReceiver;
  let folder: string;
  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    folder = await mkdtemp(join(tmpdir(), 'kit-tracing-'));
  });
  afterAll(async () => {
    await receiver.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('follows a request over HTTP, into SQL, through the outbox and NATS to a consumer: one trace', async () => {
    const logFile = join(folder, 'front.log');
    await run(process.execPath, [fixture('traced-chain.ts'), logFile], {
      env: { ...withoutOtel(), ...receiver.env },
    });
    const { spans } = receiver;
    const one = (name: string, kind: number) => {
      const found = spans.filter((span) => span.name === name && span.kind === kind);
      expect(found, `${name} in ${spans.map((span) => span.name).join(', ')}`).toHaveLength(1);
      return found[0] as ReceivedSpan;
    };
    const front = one('POST /api/notes/:id', SERVER);
    // (The fixture's own fetch, which starts the trace, is a client span too.)
    const call = spans.find((span) => span.kind === CLIENT && span.parentSpanId === front.spanId);
    if (!call) throw new Error('no client span under the front request');
    const back = one('POST /notes', SERVER);
    const publish = one('auth.user.registered.v1 publish', PRODUCER);
    const consume = one('auth.user.registered.v1 process', CONSUMER);
    const chain = [front, call, back, publish, consume];
    expect(new Set(chain.map((span) => span.traceId)).size).toBe(1);
    expect(call.parentSpanId).toBe(front.spanId);
    expect(back.parentSpanId).toBe(call.spanId);
    expect(publish.parentSpanId).toBe(back.spanId);
    expect(consume.parentSpanId).toBe(publish.spanId);
    // SQL: the back app's outbox insert and the consumer's writes, each under its own piece of work.
    const sqlUnder = (parent: ReceivedSpan) =>
      spans.filter(
        (span) =>
          span.parentSpanId === parent.spanId &&
          span.attributes.some((a) => a.key === 'db.system.name' || a.key === 'db.system'),
      );
    expect(sqlUnder(back).length).toBeGreaterThan(0);
    expect(sqlUnder(consume).length).toBeGreaterThan(0);
    expect(front.service).toBe('kit-trace-test');
    // No query string (it may hold an e-mail or a token) and no client address in any span.
    const values = JSON.stringify(spans.map((span) => span.attributes));
    expect(values).not.toContain('example.com');
    const addresses = spans.flatMap(({ attributes }) =>
      attributes.filter(({ key }) => key === 'client.address').map(({ value }) => value.stringValue),
    );
    expect(addresses.length).toBeGreaterThan(0);
    expect(new Set(addresses)).toEqual(new Set(['withheld']));
    // The log line written while handling the request names its trace and span.
    const lines = (await readFile(logFile, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(lines.find((line) => line.msg === 'asking the back app')).toMatchObject({
      trace_id: front.traceId,
      span_id: front.spanId,
    });
  }, 60_000);

  it('gives events applied together one span, in the trace of the first and linked to each sender', async () => {
    const { stdout } = await run(process.execPath, [fixture('traced-together.ts')], {
      env: { ...withoutOtel(), ...receiver.env },
    });
    // The first event alone (held), then the three that waited meanwhile, given together.
    expect(JSON.parse(stdout)).toEqual([['Event 0'], ['Event 1', 'Event 2', 'Event 3']]);
    const mine = receiver.spans.filter(({ service }) => service === 'kit-trace-together');
    const senders = mine.filter(({ kind, name }) => kind === PRODUCER && name.endsWith(' publish'));
    const together = mine.filter(
      ({ kind, attributes }) =>
        kind === CONSUMER &&
        attributes.some(
          ({ key, value }) => key === 'messaging.batch.message_count' && value.stringValue === '3',
        ),
    );
    expect(together).toHaveLength(1);
    const [batch] = together as [ReceivedSpan];
    // Published in order: senders 1 to 3 are the batch's; it continues the first one's trace.
    const batchSenders = senders.slice(-3);
    expect(new Set(senders.map(({ traceId }) => traceId)).size).toBe(4);
    expect(batch.traceId).toBe(batchSenders[0]!.traceId);
    expect(batch.parentSpanId).toBe(batchSenders[0]!.spanId);
    expect(batch.links?.map(({ spanId }) => spanId)).toEqual(batchSenders.map(({ spanId }) => spanId));
    expect(batch.links?.map(({ traceId }) => traceId)).toEqual(batchSenders.map(({ traceId }) => traceId));
  }, 60_000);

  const loadedPackages = async (env: NodeJS.ProcessEnv) => {
    const { stdout } = await run(
      process.execPath,
      [
        fixture('loaded-packages.ts'),
        fixture('start-tracing.ts'),
        fileURLToPath(new URL('../src/index.ts', import.meta.url)),
      ],
      { env },
    );
    // The API alone (no-op without the SDK) comes with prom-client, which looks for a span to label.
    return stdout
      .split('\n')
      .filter((name) => name.startsWith('@opentelemetry/') && name !== '@opentelemetry/api');
  };

  it('loads no OpenTelemetry package when no OTEL_* variable asks for traces', async () => {
    expect(await loadedPackages(withoutOtel())).toEqual([]);
  }, 60_000);

  it('loads the SDK once an OTLP endpoint is set', async () => {
    const loaded = await loadedPackages({
      ...withoutOtel(),
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
    });
    expect(loaded).toContain('@opentelemetry/sdk-node');
  }, 60_000);
});
