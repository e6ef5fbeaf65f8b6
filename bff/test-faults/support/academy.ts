import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  freePort,
  generateSigningKeys,
  startNatsServer,
  startPostgresServer,
  startS3Server,
  testSubjectPrefix,
} from '@academy/kit/testing';
import { startStripeStandIn } from '@academy/stripe-standin';
import { startMailCatcher } from '../../../deploy/local/mail-catcher.ts';
import {
  type RunningProcess,
  startProcess,
  stopProcesses,
  waitUntilReady,
} from '../../../deploy/local/processes.ts';

/** The services in start order; the BFF comes last, in front of them. */
export const SERVICES = ['auth', 'catalogue', 'learning', 'certificate', 'cart', 'orders'] as const;
export type ProcessName = (typeof SERVICES)[number] | 'bff';

export const ADMIN = { email: 'admin@faults.test', password: 'faults-admin-password' };

/**
 * A whole academy of the suite's own: its own PostgreSQL and NATS (never the shared ones), an S3
 * stand-in and the Stripe stand-in in this process, and every service and the BFF as a separate
 * child process on a fixed port, so that any one of them can be SIGKILLed and started again as it was.
 */
export const startAcademy = async () => {
  const postgres = await startPostgresServer();
  const nats = await startNatsServer();
  const s3 = await startS3Server();
  const logDir = await mkdtemp(join(tmpdir(), 'fault-logs-'));
  const mailDir = await mkdtemp(join(tmpdir(), 'fault-mail-'));
  const catcher = await startMailCatcher({ directory: mailDir });
  const keys = generateSigningKeys();
  const prefix = testSubjectPrefix();
  const bffPort = await freePort();
  const bffUrl = `http://127.0.0.1:${bffPort}`;
  // Stripe retries a webhook for days; a few tries over half a minute outlast every outage here.
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
    SUBJECT_PREFIX: prefix,
    JWT_PUBLIC_KEY: keys.publicKey,
    PUBLIC_URL: bffUrl,
    DATABASE_POOL_SIZE: '4',
    ...s3.config,
  };
  const specs = new Map<ProcessName, { script: string; port: number; env: Record<string, string> }>();
  for (const name of SERVICES) {
    specs.set(name, {
      script: `services/${name}/src/server.ts`,
      port: await freePort(),
      env: {
        ...common,
        DATABASE_URL: databaseUrl(name),
        S3_BUCKET: `faults-${name}`,
        ...(name === 'auth'
          ? {
              JWT_PRIVATE_KEY: keys.privateKey,
              ADMIN_EMAIL: ADMIN.email,
              ADMIN_PASSWORD: ADMIN.password,
              SMTP_URL: catcher.smtpUrl,
            }
          : {}),
        ...(name === 'orders' ? stripe.config : {}),
      },
    });
  }
  const serviceUrls = Object.fromEntries(
    SERVICES.map((name) => [`${name.toUpperCase()}_URL`, `http://127.0.0.1:${specs.get(name)?.port}`]),
  );
  specs.set('bff', {
    script: 'bff/src/server.ts',
    port: bffPort,
    env: {
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_PUBLIC_KEY: keys.publicKey,
      NATS_URL: nats.url,
      SUBJECT_PREFIX: prefix,
      // Every learner of the load signs up from 127.0.0.1.
      SIGNUPS_PER_ADDRESS: '1000000',
      ...serviceUrls,
    },
  });

  const running = new Map<ProcessName, RunningProcess>();
  const start = async (name: ProcessName, timeoutMs = 60_000) => {
    const spec = specs.get(name);
    if (!spec) throw new Error(`no such process: ${name}`);
    const process = startProcess({ name, ...spec, logDir });
    running.set(name, process);
    await waitUntilReady(process, timeoutMs);
  };
  /** SIGKILL, as a crash or an OOM kill would end it: no shutdown hook runs. */
  const kill = async (name: ProcessName) => {
    const { child } = running.get(name) ?? {};
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  // The services need only PostgreSQL and NATS to start, so they start together; the BFF after them.
  await Promise.all(SERVICES.map((name) => start(name, 180_000)));
  await start('bff', 180_000);

  return {
    postgres,
    nats,
    natsUrl: nats.url,
    keys,
    stripe,
    prefix,
    serviceUrls,
    bffUrl,
    logDir,
    databaseUrl,
    urlOf: (name: ProcessName) => `http://127.0.0.1:${specs.get(name)?.port}`,
    start,
    kill,
    stop: async () => {
      await stopProcesses([...running.values()].reverse());
      await stripe.stop();
      await s3.stop();
      await nats.destroy();
      await postgres.destroy();
      await catcher.stop();
      await rm(mailDir, { recursive: true, force: true });
    },
  };
};

export type Academy = Awaited<ReturnType<typeof startAcademy>>;
