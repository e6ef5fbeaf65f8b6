import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitForPort } from './ports.ts';

const binDir = () => {
  const versions = readdirSync('/usr/lib/postgresql').sort();
  return `/usr/lib/postgresql/${versions.at(-1)}/bin`;
};

/** PostgreSQL refuses to run as root: when we are root, it runs as the `postgres` user. */
const runAs = () => {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString());
  return { uid: id('-u'), gid: id('-g') };
};

/**
 * A PostgreSQL server of the test's own (a fresh cluster in a temporary folder, trust auth), which
 * the test may kill (SIGKILL, as a crash) and start again on the same port to play an outage.
 * Never the shared server: fault tests must not touch what others use.
 */
export const startPostgresServer = async () => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pg-fault-'));
  const user = runAs();
  if (user.uid !== undefined) chownSync(dataDir, user.uid, user.gid);
  chmodSync(dataDir, 0o700);
  const bin = binDir();
  execFileSync(join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync'], {
    stdio: 'ignore',
    ...user,
  });
  let child: ChildProcess | undefined;
  const start = async () => {
    const args = ['-D', dataDir, '-p', String(port), '-k', dataDir, '-h', '127.0.0.1', '-c', 'fsync=off'];
    const deadline = Date.now() + 30_000;
    for (;;) {
      const spawned = spawn(join(bin, 'postgres'), args, { stdio: 'ignore', ...user });
      child = spawned;
      const exited = new Promise<'exited'>((resolve) => spawned.once('exit', () => resolve('exited')));
      const listening = waitForPort(port, Math.max(deadline - Date.now(), 1)).then(
        () => 'listening' as const,
        () => 'timeout' as const,
      );
      const outcome = await Promise.race([listening, exited]);
      if (outcome === 'listening') return acceptingQueries(deadline);
      if (outcome === 'timeout' || Date.now() > deadline) throw new Error('PostgreSQL did not start');
      // On a busy machine the backends of a killed server can outlive it for a moment, and PostgreSQL
      // will not start while they still hold its shared memory: try again shortly.
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  /**
   * The port opens before the server takes queries: while it starts (or recovers from a crash) it
   * answers "the database system is starting up". `pg_isready` says when it takes them.
   */
  const acceptingQueries = async (deadline: number) => {
    const isReady = join(bin, 'pg_isready');
    for (;;) {
      try {
        execFileSync(isReady, ['-q', '-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
        return;
      } catch {
        if (Date.now() > deadline) throw new Error('PostgreSQL did not become ready');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  /** Kills the server outright, as a crash would; it recovers from its WAL at the next start. */
  const kill = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    // Its backends notice the postmaster is gone and exit; the port frees once they have.
    await new Promise((resolve) => setTimeout(resolve, 500));
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    kill,
    destroy: async () => {
      await kill().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
