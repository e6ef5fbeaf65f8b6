import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PORT_TAKEN_EXIT_CODE, releaseMemory } from '@academy/kit';
import { adminPassword, adminSignsIn, describeAdmin } from './admin-password.ts';
import { ensureBuilt, storybookDist, webDist } from './builds.ts';
import { dropInstance } from './cleanup.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { ensureNats, ensurePostgres, holdFrontPort, PortTaken, StartupProblem } from './infrastructure.ts';
import { createScrapeTargets, startPrometheus } from './monitoring.ts';
import {
  type RunningProcess,
  startOnFreePort,
  startProcess,
  stopProcesses,
  waitUntilReady,
} from './processes.ts';
import { ownSettings } from './service-settings.ts';
import { databaseUrl, readSettings, repoRoot, SERVICES, signingKeys } from './settings.ts';
import { type Helper, startStandIns } from './stand-ins.ts';

const log = (line: string) => console.log(line);

const settings = readSettings();
const running: RunningProcess[] = [];
const helpers: Helper[] = [];
let stopping = false;

const stopAll = async (code: number) => {
  if (stopping) return;
  stopping = true;
  log('Stopping Academy…');
  await stopProcesses(running.reverse());
  for (const helper of helpers) await helper.stop?.();
  await stopProcesses(helpers.flatMap((h) => (h.child ? [{ child: h.child }] : [])));
  if (settings.ephemeral && !settings.embeddedPostgres)
    await dropInstance(settings, [...SERVICES, 'bff']).catch(() => undefined);
  process.exit(code);
};
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  // Held until the BFF binds it: the system would offer it, unused, as a free port meanwhile.
  const front = await holdFrontPort(settings.host, settings.port);
  const useServer = settings.embeddedPostgres ? false : await ensurePostgres(settings, log);
  let databaseFor = (service: string) => databaseUrl(settings, service);
  if (!useServer) {
    log('No PostgreSQL on this machine: using embedded PostgreSQL (PGlite) with data in .data/pglite.');
    const embedded = await startEmbeddedPostgres(settings.dataDir, SERVICES);
    helpers.push({ stop: embedded.stop });
    databaseFor = embedded.urlFor;
  }
  helpers.push({ child: await ensureNats(settings, log) });
  ensureBuilt(log);

  const standIns = await startStandIns(settings, helpers, log);
  const keys = signingKeys(settings);
  const admin = adminPassword(settings);
  const common = {
    HOST: '127.0.0.1',
    LOG_LEVEL: settings.logLevel,
    NATS_URL: settings.natsUrl,
    SUBJECT_PREFIX: settings.subjectPrefix,
    JWT_PUBLIC_KEY: keys.publicKey,
    PUBLIC_URL: `http://localhost:${settings.port}`,
    SEED_DEMO_DATA: 'true',
    ...standIns.s3,
  };

  const scrapeTargets = createScrapeTargets(settings.dataDir);
  const urls: Record<string, string> = {};
  for (const name of SERVICES) {
    if (!existsSync(join(repoRoot, 'services', name, 'src', 'server.ts'))) continue;
    const service = await startOnFreePort(
      {
        name,
        script: `services/${name}/src/server.ts`,
        logDir: join(settings.dataDir, 'logs'),
        env: async () => ({
          ...common,
          DATABASE_URL: databaseFor(name),
          METRICS_PORT: await scrapeTargets.portFor(name),
          ...(useServer ? {} : { DATABASE_POOL_SIZE: '1' }),
          ...ownSettings(settings, name, { privateKey: keys.privateKey, admin }, standIns.envFor),
        }),
      },
      running,
    );
    urls[`${name.toUpperCase()}_URL`] = service.url;
  }

  await front.release();
  const bff = startProcess({
    name: 'bff',
    script: 'bff/src/server.ts',
    port: settings.port,
    logDir: join(settings.dataDir, 'logs'),
    env: {
      HOST: settings.host,
      LOG_LEVEL: settings.logLevel,
      JWT_PUBLIC_KEY: keys.publicKey,
      NATS_URL: settings.natsUrl,
      SUBJECT_PREFIX: settings.subjectPrefix,
      PUBLIC_URL: common.PUBLIC_URL,
      WEB_DIST: webDist,
      STORYBOOK_DIST: storybookDist,
      METRICS_PORT: await scrapeTargets.portFor('bff'),
      // Sign-in counters shared by every BFF process; embedded PostgreSQL keeps them in memory instead.
      ...(useServer ? { RATE_LIMIT_DATABASE_URL: databaseFor('bff') } : {}),
      ...(process.env.SIGNUPS_PER_ADDRESS ? { SIGNUPS_PER_ADDRESS: process.env.SIGNUPS_PER_ADDRESS } : {}),
      ...urls,
    },
  });
  running.push(bff);
  await waitUntilReady(bff).catch((error) => {
    throw bff.child.exitCode === PORT_TAKEN_EXIT_CODE
      ? new PortTaken(
          `Another process took one of the BFF's ports (${settings.port}, metrics) as it started.`,
        )
      : error;
  });
  scrapeTargets.write();
  const prometheus = await startPrometheus(settings.dataDir, scrapeTargets.file);
  helpers.push({ child: prometheus.child });

  const origin = `http://localhost:${settings.port}`;
  log('');
  log(`Academy is running at ${origin}/app/`);
  log(`  Administrator: ${describeAdmin(settings.admin.email, admin)}`);
  if (!(await adminSignsIn(origin, settings.admin.email, admin.password))) {
    log(
      '    (this administrator existed before with another password, which it keeps: sign in with that one)',
    );
  }
  if (settings.host !== '127.0.0.1') log(`  Listening on ${settings.host}: other machines can reach it.`);
  log(`  Storybook:     ${origin}/storybook/`);
  log(`  API document:  ${origin}/api/v1/openapi.json`);
  log(`  Prometheus:    ${prometheus.address}`);
  log(`  Mail:          ${standIns.mail}`);
  log(`  Logs:          ${join(settings.dataDir, 'logs')}`);
  log('Press Ctrl-C to stop.');
  // The runner stays for the academy's lifetime: what it grew while loading modules goes back now.
  releaseMemory();
  for (const process of running) {
    process.child.once('exit', (code) => {
      if (!stopping) {
        console.error(`${process.name} stopped unexpectedly (exit code ${code}); stopping Academy.`);
        void stopAll(1);
      }
    });
  }
} catch (error) {
  console.error(
    error instanceof StartupProblem ? error.message : `Academy could not start: ${(error as Error).message}`,
  );
  // A port taken has an exit code of its own: whoever chose the port may choose another and start again.
  await stopAll(error instanceof PortTaken ? PORT_TAKEN_EXIT_CODE : 1);
}
