import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort, startNatsCluster } from '@academy/kit/testing';
import { adminPassword, adminSignsIn, describeAdmin } from './admin-password.ts';
import { ensureBuilt, webDist } from './builds.ts';
import { type Balanced, startHaproxy } from './haproxy.ts';
import { ensureNats, ensurePostgres, holdFrontPort, StartupProblem } from './infrastructure.ts';
import { type RunningProcess, startOnFreePort, stopProcesses } from './processes.ts';
import { ownSettings } from './service-settings.ts';
import { databaseUrl, readSettings, SERVICES, signingKeys } from './settings.ts';
import { type Helper, startStandIns } from './stand-ins.ts';

/**
 * The academy as it runs on several machines, on this one (`npm run start:cluster`): a three-node
 * JetStream cluster (or the cluster NATS_URL lists), every stream with NATS_STREAM_REPLICAS (3)
 * copies, two replicas of every service and two BFFs, and HAProxy in front of each pair, checking
 * `/readyz` and sending requests past a replica that is down.
 */
const REPLICAS = 2;
/** The local cluster's client ports: 14222-14224 (routes 16222-16224, monitoring 18222-18224). */
const NATS_BASE_PORT = 14222;
const log = (line: string) => console.log(line);

const settings = readSettings();
const running: RunningProcess[] = [];
const helpers: Helper[] = [];
let balancer: ChildProcess | undefined;
let stopping = false;

const stopAll = async (code: number) => {
  if (stopping) return;
  stopping = true;
  log('Stopping Academy…');
  // HAProxy first, so no request reaches a process that is shutting down.
  if (balancer) await stopProcesses([{ child: balancer }]);
  await stopProcesses(running.reverse());
  for (const helper of helpers) await helper.stop?.();
  await stopProcesses(helpers.flatMap((h) => (h.child ? [{ child: h.child }] : [])));
  process.exit(code);
};
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  // Held until HAProxy binds it: the system would offer it, unused, as a free port meanwhile.
  const front = await holdFrontPort(settings.host, settings.port);
  if (settings.embeddedPostgres || !(await ensurePostgres(settings, log))) {
    throw new StartupProblem(
      'The cluster mode needs a PostgreSQL server (embedded PostgreSQL serves one process).',
    );
  }
  let natsUrl = settings.natsUrl;
  if (process.env.NATS_URL) {
    await ensureNats(settings, log);
    log(`Using the NATS servers in NATS_URL: ${natsUrl}`);
  } else {
    log(`Starting a three-node JetStream cluster on ports ${NATS_BASE_PORT}-${NATS_BASE_PORT + 2}…`);
    const nats = await startNatsCluster({
      dataDir: join(settings.dataDir, 'nats-cluster'),
      basePort: NATS_BASE_PORT,
    });
    helpers.push({ stop: nats.destroy });
    natsUrl = nats.url;
  }
  ensureBuilt(log);
  const standIns = await startStandIns(settings, helpers, log);
  const keys = signingKeys(settings);
  const admin = adminPassword(settings);
  const logDir = join(settings.dataDir, 'logs');
  const common = {
    HOST: '127.0.0.1',
    LOG_LEVEL: settings.logLevel,
    NATS_URL: natsUrl,
    NATS_STREAM_REPLICAS: process.env.NATS_STREAM_REPLICAS ?? '3',
    SUBJECT_PREFIX: settings.subjectPrefix,
    JWT_PUBLIC_KEY: keys.publicKey,
    PUBLIC_URL: `http://localhost:${settings.port}`,
    SEED_DEMO_DATA: 'true',
    ...standIns.s3,
  };

  /** Starts a process's replicas: the first alone (it migrates the database), then the others. */
  const startReplicas = async (name: string, script: string, env: Record<string, string>) => {
    const start = (index: number) =>
      startOnFreePort({ name: `${name}-${index}`, script, logDir, env: async () => env }, running);
    const first = await start(1);
    const others = await Promise.all(Array.from({ length: REPLICAS - 1 }, (_, index) => start(index + 2)));
    return [first, ...others].map((replica) => ({ port: Number(new URL(replica.url).port) }));
  };

  const balanced: Balanced[] = [];
  const urls: Record<string, string> = {};
  for (const name of SERVICES) {
    const replicas = await startReplicas(name, `services/${name}/src/server.ts`, {
      ...common,
      DATABASE_URL: databaseUrl(settings, name),
      ...ownSettings(settings, name, { privateKey: keys.privateKey, admin }, standIns.envFor),
    });
    const port = await freePort();
    balanced.push({ name, host: '127.0.0.1', port, replicas });
    urls[`${name.toUpperCase()}_URL`] = `http://127.0.0.1:${port}`;
  }
  // The BFFs reach each service through HAProxy, and share their sign-in counters in PostgreSQL.
  const bffs = await startReplicas('bff', 'bff/src/server.ts', {
    HOST: '127.0.0.1',
    LOG_LEVEL: settings.logLevel,
    JWT_PUBLIC_KEY: keys.publicKey,
    NATS_URL: natsUrl,
    SUBJECT_PREFIX: settings.subjectPrefix,
    PUBLIC_URL: common.PUBLIC_URL,
    WEB_DIST: webDist,
    RATE_LIMIT_DATABASE_URL: databaseUrl(settings, 'bff'),
    ...(process.env.SIGNUPS_PER_ADDRESS ? { SIGNUPS_PER_ADDRESS: process.env.SIGNUPS_PER_ADDRESS } : {}),
    ...urls,
  });
  balanced.push({ name: 'academy', host: settings.host, port: settings.port, replicas: bffs });
  await front.release();
  const haproxy = await startHaproxy(join(settings.dataDir, 'haproxy'), balanced);
  balancer = haproxy.child;

  const origin = `http://localhost:${settings.port}`;
  log('');
  log(`Academy (cluster mode) is running at ${origin}/app/`);
  log(`  Administrator: ${describeAdmin(settings.admin.email, admin)}`);
  if (!(await adminSignsIn(origin, settings.admin.email, admin.password))) {
    log('    (this administrator existed before with another password, which it keeps)');
  }
  log(`  NATS:          ${natsUrl} (streams with ${common.NATS_STREAM_REPLICAS} replicas)`);
  log(`  Processes:     ${REPLICAS} of each service and of the BFF; HAProxy: ${haproxy.configFile}`);
  log(`  Mail:          ${standIns.mail}`);
  log(`  Logs:          ${logDir}`);
  log('Press Ctrl-C to stop.');
} catch (error) {
  console.error(
    error instanceof StartupProblem ? error.message : `Academy could not start: ${(error as Error).message}`,
  );
  await stopAll(1);
}
