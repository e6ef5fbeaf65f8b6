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
import { ensureServerBundles } from '../../../deploy/local/builds.ts';
import { startMailCatcher } from '../../../deploy/local/mail-catcher.ts';
import {
  type RunningProcess,
  startProcess,
  startOnFreePort as startServerOnFreePort,
  stopProcesses,
  waitUntilReady,
} from '../../../deploy/local/processes.ts';
import { SERVICES, type ServiceName } from '../../../deploy/local/settings.ts';

export { SERVICES };
export type Service = ServiceName;
export type ProcessName = Service | 'bff';

export const ADMIN = { email: 'admin@faults.test', password: 'faults-admin-password' };

interface ProcessSpec {
  script: string;
  port: number;
  env: Record<string, string>;
}

/**
 * What an academy of the fault suites is made of around the NATS it is given (which it destroys on
 * `stop`): its own PostgreSQL (never the shared one), an S3 stand-in, a mail catcher, the Stripe
 * stand-in in this process, and a table of child processes, each on a fixed port so that it can be
 * SIGKILLed and started again as it was. Callers reach the academy at `bffUrl`, the BFF's port or the
 * balancer's in front of the BFFs.
 */
export const startAcademyParts = async <Name extends string>(options: {
  nats: { url: string; destroy: () => Promise<void> };
  /** Names the temporary folders and the buckets. */
  label: string;
  /** Settings every service gets besides the shared ones. */
  serviceSettings: Record<string, string>;
}) => {
  const { nats, label } = options;
  // The processes run from the servers' bundles, which a fresh checkout has not built yet.
  ensureServerBundles(console.log);
  const postgres = await startPostgresServer();
  const s3 = await startS3Server();
  const logDir = await mkdtemp(join(tmpdir(), `${label}-logs-`));
  const mailDir = await mkdtemp(join(tmpdir(), `${label}-mail-`));
  const catcher = await startMailCatcher({ directory: mailDir });
  const keys = generateSigningKeys();
  const prefix = testSubjectPrefix();
  const frontPort = await freePort();
  const bffUrl = `http://127.0.0.1:${frontPort}`;
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
    ...options.serviceSettings,
    ...s3.config,
  };

  const specs = new Map<Name, ProcessSpec>();
  const running = new Map<Name, RunningProcess>();
  const start = async (name: Name, timeoutMs = 60_000) => {
    const spec = specs.get(name);
    if (!spec) throw new Error(`no such process: ${name}`);
    const process = startProcess({ name, ...spec, logDir });
    running.set(name, process);
    await waitUntilReady(process, timeoutMs);
  };
  /**
   * Starts a process on a port chosen now, another if the suites running beside this one (whose
   * connections take ports from the same range) bind it first (`startOnFreePort` of the local runner);
   * the port it got is kept, so that the process is started again there after a kill.
   */
  const startOnFreePort = async (name: Name, spec: Omit<ProcessSpec, 'port'>, timeoutMs = 60_000) => {
    const tried: RunningProcess[] = [];
    try {
      const started = await startServerOnFreePort(
        { name, script: spec.script, logDir, env: async () => spec.env, readyWithinMs: timeoutMs },
        tried,
      );
      specs.set(name, { ...spec, port: Number(new URL(started.url).port) });
    } finally {
      // The last one tried, ready or not, is the one a stop must reach.
      const last = tried.at(-1);
      if (last) running.set(name, last);
    }
  };

  return {
    postgres,
    keys,
    stripe,
    prefix,
    frontPort,
    bffUrl,
    logDir,
    databaseUrl,
    /** A service's settings: its database and bucket; auth sends mail to the catcher, orders pays at the stand-in. */
    serviceEnv: (name: Service): Record<string, string> => ({
      ...common,
      DATABASE_URL: databaseUrl(name),
      S3_BUCKET: `${label}-${name}`,
      ...(name === 'auth'
        ? {
            JWT_PRIVATE_KEY: keys.privateKey,
            ADMIN_EMAIL: ADMIN.email,
            ADMIN_PASSWORD: ADMIN.password,
            SMTP_URL: catcher.smtpUrl,
          }
        : {}),
      ...(name === 'orders' ? stripe.config : {}),
    }),
    /** A BFF's settings, in front of the services at `serviceUrls` (`AUTH_URL`, …). */
    bffEnv: (serviceUrls: Record<string, string>): Record<string, string> => ({
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_PUBLIC_KEY: keys.publicKey,
      NATS_URL: nats.url,
      SUBJECT_PREFIX: prefix,
      // Every learner of the load signs up from 127.0.0.1.
      SIGNUPS_PER_ADDRESS: '1000000',
      ...serviceUrls,
    }),
    /** Adds a child process to the table; `start` starts it. */
    define: (name: Name, spec: ProcessSpec) => {
      specs.set(name, spec);
    },
    processes: () => [...specs.keys()],
    urlOf: (name: Name) => `http://127.0.0.1:${specs.get(name)?.port}`,
    start,
    startOnFreePort,
    /** SIGKILL, as a crash, an OOM kill or the loss of its machine would end it: no shutdown hook runs. */
    kill: async (name: Name) => {
      const { child } = running.get(name) ?? {};
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    /** Stops everything started so far; also when a start failed half-way, so nothing outlives the suite. */
    stop: async () => {
      await stopProcesses([...running.values()].reverse());
      await stripe.stop();
      await catcher.stop();
      await s3.stop();
      await nats.destroy();
      await postgres.destroy();
      await rm(mailDir, { recursive: true, force: true });
    },
  };
};

/**
 * A whole academy of the fault suite's own: its own NATS server besides the parts above, and every
 * service and the BFF as one child process each.
 */
export const startAcademy = async () => {
  const nats = await startNatsServer();
  const parts = await startAcademyParts<ProcessName>({
    nats,
    label: 'faults',
    serviceSettings: { DATABASE_POOL_SIZE: '4' },
  });
  try {
    // The services need only PostgreSQL and NATS to start, so they start together; the BFF after them,
    // once their ports are settled.
    await Promise.all(
      SERVICES.map((name) =>
        parts.startOnFreePort(
          name,
          { script: `services/${name}/src/server.ts`, env: parts.serviceEnv(name) },
          180_000,
        ),
      ),
    );
    const serviceUrls = Object.fromEntries(
      SERVICES.map((name) => [`${name.toUpperCase()}_URL`, parts.urlOf(name)]),
    );
    parts.define('bff', {
      script: 'bff/src/server.ts',
      port: parts.frontPort,
      env: parts.bffEnv(serviceUrls),
    });
    await parts.start('bff', 180_000);
    return { ...parts, nats, natsUrl: nats.url, serviceUrls };
  } catch (error) {
    await parts.stop();
    throw error;
  }
};

export type Academy = Awaited<ReturnType<typeof startAcademy>>;
