import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  freePort,
  generateSigningKeys,
  startNatsCluster,
  startPostgresServer,
  startS3Server,
  testSubjectPrefix,
} from '@academy/kit/testing';
import { startStripeStandIn } from '@academy/stripe-standin';
import { type Balanced, startHaproxy } from '../../deploy/local/haproxy.ts';
import { startMailCatcher } from '../../deploy/local/mail-catcher.ts';
import {
  type RunningProcess,
  startProcess,
  stopProcesses,
  waitUntilReady,
} from '../../deploy/local/processes.ts';
import { ADMIN, SERVICES } from '../test-faults/support/academy.ts';

const REPLICAS = 2;

/**
 * The academy as the cluster mode runs it, of the suite's own: a three-node JetStream cluster with
 * streams at three replicas, its own PostgreSQL, two replicas of every service and two BFFs (each a
 * child process named `<name>-<n>` that can be SIGKILLed and started again), and HAProxy in front of
 * every pair. Callers reach the academy only through HAProxy (`bffUrl`).
 */
export const startClusterAcademy = async () => {
  const postgres = await startPostgresServer();
  const nats = await startNatsCluster({ size: 3 });
  const s3 = await startS3Server();
  const logDir = await mkdtemp(join(tmpdir(), 'cluster-logs-'));
  const mailDir = await mkdtemp(join(tmpdir(), 'cluster-mail-'));
  const mailCatcher = await startMailCatcher({ directory: mailDir });
  const haproxyDir = await mkdtemp(join(tmpdir(), 'cluster-haproxy-'));
  const keys = generateSigningKeys();
  const prefix = testSubjectPrefix();
  const frontPort = await freePort();
  const bffUrl = `http://127.0.0.1:${frontPort}`;
  const stripe = await startStripeStandIn({
    webhookUrl: `${bffUrl}/api/v1/payments/webhook`,
    webhookRetryDelaysMs: [200, 1_000, 3_000, 8_000, 15_000],
  });
  const databaseUrl = (name: string) => {
    const url = new URL(postgres.url);
    url.pathname = `/academy_${name}`;
    return url.toString();
  };
  const common = {
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NATS_URL: nats.url,
    NATS_STREAM_REPLICAS: '3',
    SUBJECT_PREFIX: prefix,
    JWT_PUBLIC_KEY: keys.publicKey,
    PUBLIC_URL: bffUrl,
    DATABASE_POOL_SIZE: '3',
    ...s3.config,
  };

  const specs = new Map<string, { script: string; port: number; env: Record<string, string> }>();
  const balanced: Balanced[] = [];
  const replicasOf = async (name: string, script: string, env: Record<string, string>) => {
    const ports: { port: number }[] = [];
    for (let index = 1; index <= REPLICAS; index += 1) {
      const port = await freePort();
      specs.set(`${name}-${index}`, { script, port, env });
      ports.push({ port });
    }
    return ports;
  };
  const urls: Record<string, string> = {};
  for (const name of SERVICES) {
    const replicas = await replicasOf(name, `services/${name}/src/server.ts`, {
      ...common,
      DATABASE_URL: databaseUrl(name),
      S3_BUCKET: `cluster-${name}`,
      ...(name === 'auth'
        ? {
            JWT_PRIVATE_KEY: keys.privateKey,
            ADMIN_EMAIL: ADMIN.email,
            ADMIN_PASSWORD: ADMIN.password,
            SMTP_URL: mailCatcher.smtpUrl,
          }
        : {}),
      ...(name === 'orders' ? stripe.config : {}),
    });
    const port = await freePort();
    balanced.push({ name, host: '127.0.0.1', port, replicas });
    urls[`${name.toUpperCase()}_URL`] = `http://127.0.0.1:${port}`;
  }
  const bffs = await replicasOf('bff', 'bff/src/server.ts', {
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    JWT_PUBLIC_KEY: keys.publicKey,
    NATS_URL: nats.url,
    SUBJECT_PREFIX: prefix,
    SIGNUPS_PER_ADDRESS: '1000000',
    ...urls,
  });
  balanced.push({ name: 'academy', host: '127.0.0.1', port: frontPort, replicas: bffs });

  const running = new Map<string, RunningProcess>();
  const start = async (name: string, timeoutMs = 60_000) => {
    const spec = specs.get(name);
    if (!spec) throw new Error(`no such process: ${name}`);
    const process = startProcess({ name, ...spec, logDir });
    running.set(name, process);
    await waitUntilReady(process, timeoutMs);
  };
  /** SIGKILL, as a crash or the loss of its machine would end it. */
  const kill = async (name: string) => {
    const { child } = running.get(name) ?? {};
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  let haproxy: Awaited<ReturnType<typeof startHaproxy>> | undefined;
  /** Stops everything started so far; also when the start fails half-way, so nothing outlives the suite. */
  const stop = async () => {
    if (haproxy) await stopProcesses([{ child: haproxy.child }]);
    await stopProcesses([...running.values()].reverse());
    await stripe.stop();
    await mailCatcher.stop();
    await s3.stop();
    await nats.destroy();
    await postgres.destroy();
    await rm(mailDir, { recursive: true, force: true });
    await rm(haproxyDir, { recursive: true, force: true });
  };
  try {
    haproxy = await startHaproxy(haproxyDir, balanced);
    // The first replica of each service migrates its database; the second starts once it is ready.
    await Promise.all(SERVICES.map((name) => start(`${name}-1`, 180_000)));
    await Promise.all(
      [...SERVICES.map((name) => `${name}-2`), 'bff-1', 'bff-2'].map((name) => start(name, 180_000)),
    );

    // HAProxy counts a replica in once two checks in a row found it ready.
    for (const { port } of balanced) {
      const deadline = Date.now() + 60_000;
      while (
        !(await fetch(`http://127.0.0.1:${port}/readyz`).then(
          (reply) => reply.ok,
          () => false,
        ))
      ) {
        if (Date.now() > deadline) throw new Error(`HAProxy does not reach a ready replica on port ${port}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    postgres,
    nats,
    keys,
    stripe,
    prefix,
    serviceUrls: urls,
    bffUrl,
    logDir,
    databaseUrl,
    processes: [...specs.keys()],
    urlOf: (name: string) => `http://127.0.0.1:${specs.get(name)?.port}`,
    start,
    kill,
    stop,
  };
};

export type ClusterAcademy = Awaited<ReturnType<typeof startClusterAcademy>>;
