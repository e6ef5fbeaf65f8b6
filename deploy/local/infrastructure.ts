import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { natsServers } from '@academy/kit';
import { waitForPort } from '@academy/kit/testing';
import type { Settings } from './settings.ts';
import { canConnect, holdPort } from './tcp.ts';

/** A reason the academy cannot start that the user can fix; printed as one sentence. */
export class StartupProblem extends Error {}

/** The academy's port, or a port of one of its processes, is another process's. */
export class PortTaken extends StartupProblem {}

/** `holdPort` for the academy's own port, with what to do when it cannot be had. */
export const holdFrontPort = (host: string, port: number) =>
  holdPort(host, port).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'EADDRINUSE'
      ? new PortTaken(`Port ${port} is already in use: stop what uses it, or choose another with PORT=…`)
      : new StartupProblem(`Academy cannot listen on ${host}:${port}: ${error.message}`);
  });

export const which = (command: string, fallbacks: string[]) => {
  try {
    return execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return fallbacks.find((path) => existsSync(path));
  }
};

/**
 * Makes sure PostgreSQL answers: the configured server, or the machine's own cluster started with
 * pg_ctlcluster when it is installed but stopped. Answers false when no PostgreSQL is installed.
 */
export const ensurePostgres = async (settings: Settings, log: (line: string) => void) => {
  const host = settings.databaseServer.hostname;
  const port = Number(settings.databaseServer.port || 5432);
  if (await canConnect(host, port)) return true;
  const clusters = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
  const pgCtlCluster = which('pg_ctlcluster', ['/usr/bin/pg_ctlcluster']);
  if (pgCtlCluster && clusters.length > 0) {
    log(`Starting the machine's PostgreSQL ${clusters[0]} cluster…`);
    execFileSync(pgCtlCluster, ['--skip-systemctl-redirect', clusters[0]!, 'main', 'start'], {
      stdio: 'ignore',
    });
    await waitForPort(port, 30_000);
    return true;
  }
  const installed = which('postgres', ['/usr/bin/postgres']) ?? which('psql', ['/usr/bin/psql']);
  if (!installed && !process.env.DATABASE_URL) return false;
  throw new StartupProblem(
    `PostgreSQL is not reachable at ${host}:${port}: install it (apt-get install postgresql) or set DATABASE_URL.`,
  );
};

/**
 * Makes sure NATS with JetStream answers, starting the installed nats-server (data in .data/nats) if
 * needed. A NATS_URL listing several servers names a cluster someone else runs: one of them answering
 * is enough, and none answering is a problem to report, not a server to start.
 */
export const ensureNats = async (settings: Settings, log: (line: string) => void) => {
  const servers = natsServers(settings.natsUrl).map(
    (server) => new URL(server.includes('://') ? server : `nats://${server}`),
  );
  for (const server of servers) {
    if (await canConnect(server.hostname, Number(server.port || 4222))) return undefined;
  }
  if (servers.length !== 1) {
    throw new StartupProblem(`None of the NATS servers in NATS_URL (${settings.natsUrl}) is reachable.`);
  }
  const port = Number(servers[0]?.port || 4222);
  const binary = which('nats-server', ['/usr/sbin/nats-server', '/usr/local/bin/nats-server']);
  if (!binary) {
    throw new StartupProblem(
      `NATS is not reachable at ${settings.natsUrl}: install it (apt-get install nats-server) or set NATS_URL.`,
    );
  }
  const storeDir = join(settings.dataDir, 'nats');
  mkdirSync(storeDir, { recursive: true });
  log(`Starting nats-server with JetStream on port ${port}…`);
  const child = spawn(binary, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], {
    stdio: 'ignore',
  });
  await waitForPort(port, 15_000);
  return child;
};
