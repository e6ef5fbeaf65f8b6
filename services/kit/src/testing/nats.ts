import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type JsMsg } from 'nats';
import { streamName } from '../messaging.ts';
import { natsServers } from '../messaging-servers.ts';
import { freePort, waitForPort } from './ports.ts';

export const sharedNatsUrl = () =>
  process.env.TEST_NATS_URL ?? process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

/** A subject prefix of its own for one test file, so files share a NATS server without crosstalk. */
export const testSubjectPrefix = () => `t${randomBytes(4).toString('hex')}.`;

/** Deletes the streams a test file created under its prefix. */
export const deleteTestStreams = async (url: string, prefix: string) => {
  const nc = await connect({ servers: natsServers(url) });
  const jsm = await nc.jetstreamManager();
  const marker = streamName(prefix, '');
  for await (const stream of jsm.streams.list()) {
    if (stream.config.name.startsWith(marker)) await jsm.streams.delete(stream.config.name);
  }
  await nc.close();
};

/** Every message stored on a stream subject so far (reads without a durable consumer). */
export const readStream = async (url: string, prefix: string, subject: string) => {
  const nc = await connect({ servers: natsServers(url) });
  const js = nc.jetstream();
  const jsm = await nc.jetstreamManager();
  const stream = streamName(prefix, subject.split('.')[0] ?? '');
  const info = await jsm.streams.info(stream).catch(() => undefined);
  const messages: { data: unknown; msgId: string | undefined }[] = [];
  if (info && info.state.messages > 0) {
    const consumer = await js.consumers.get(stream, { filterSubjects: `${prefix}${subject}` });
    const pending = (await consumer.info()).num_pending;
    if (pending > 0) {
      const batch = await consumer.fetch({ max_messages: pending, expires: 2000 });
      for await (const m of batch as AsyncIterable<JsMsg>) {
        messages.push({ data: m.json(), msgId: m.headers?.get('Nats-Msg-Id') });
        if (messages.length >= pending) break;
      }
    }
  }
  await nc.close();
  return messages;
};

/**
 * A NATS server of the test's own (JetStream on, data on disk), which the test may stop and start
 * again on the same port to play an outage.
 */
export const startNatsServer = async () => {
  const port = await freePort();
  const storeDir = await mkdtemp(join(tmpdir(), 'nats-'));
  const binary = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';
  let child: ChildProcess | undefined;
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  // Starting a running server again would spawn a second one that cannot bind the port and exits, and the first
  // would then outlive the test: `start` only starts a stopped server.
  const start = async () => {
    if (running()) return;
    child = spawn(binary, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], {
      stdio: 'ignore',
    });
    await waitForPort(port);
  };
  const stop = async (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    if (!child || !running()) return;
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    start,
    stop: () => stop(),
    /** Kills the server outright, as a crash would. */
    kill: () => stop('SIGKILL'),
    destroy: async () => {
      await stop();
      await rm(storeDir, { recursive: true, force: true });
    },
  };
};
