import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'nats';
import { freePort, waitForPort } from './ports.ts';

interface Node {
  name: string;
  port: number;
  clusterPort: number;
  monitorPort: number;
  storeDir: string;
  child?: ChildProcess;
}

/** Servers started here that are still running; killed if the test process ends without stopping them. */
const alive = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of alive) child.kill('SIGKILL');
});

/**
 * A JetStream cluster of the test's own: `size` nats-servers on ports of their own, each with its own
 * store in a temporary folder, routed to each other. Any node can be killed and started again as it
 * was. `destroy` stops every node and removes the stores; call it in afterAll. The local runner's
 * cluster mode passes `dataDir` (stores kept there) and `basePort` (clients on basePort, basePort + 1…;
 * routes 2000 and monitoring 4000 above). `startedFirst` starts only that many nodes (enough for a meta
 * leader), as a cluster whose last nodes have not joined yet; `start` brings the others.
 */
export const startNatsCluster = async (
  options: { size?: number; dataDir?: string; basePort?: number; startedFirst?: number } = {},
) => {
  const { size = 3, dataDir, basePort, startedFirst = size } = options;
  const binary = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';
  const clusterName = dataDir ? 'academy' : `test-${process.pid}`;
  const nodes: Node[] = [];
  for (let index = 0; index < size; index += 1) {
    const name = `n${index + 1}`;
    const storeDir = dataDir ? join(dataDir, name) : await mkdtemp(join(tmpdir(), 'nats-cluster-'));
    if (dataDir) await mkdir(storeDir, { recursive: true });
    nodes.push({
      name,
      port: basePort ? basePort + index : await freePort(),
      clusterPort: basePort ? basePort + 2000 + index : await freePort(),
      monitorPort: basePort ? basePort + 4000 + index : await freePort(),
      storeDir,
    });
  }
  const routes = nodes.map((node) => `nats://127.0.0.1:${node.clusterPort}`).join(',');
  const url = nodes.map((node) => `nats://127.0.0.1:${node.port}`).join(',');
  const nodeNamed = (name: string) => {
    const node = nodes.find((candidate) => candidate.name === name);
    if (!node) throw new Error(`no NATS node named ${name}`);
    return node;
  };

  const start = async (name: string) => {
    const node = nodeNamed(name);
    if (node.child && node.child.exitCode === null && node.child.signalCode === null) return;
    const child = spawn(
      binary,
      [
        ...['-a', '127.0.0.1', '-p', String(node.port), '-m', String(node.monitorPort), '-n', node.name],
        ...['-js', '-sd', node.storeDir],
        ...['--cluster_name', clusterName, '--cluster', `nats://127.0.0.1:${node.clusterPort}`],
        ...['--routes', routes],
      ],
      { stdio: 'ignore' },
    );
    node.child = child;
    alive.add(child);
    child.once('exit', () => alive.delete(child));
    await waitForPort(node.port, 15_000);
  };
  const stop = async (name: string, signal: 'SIGTERM' | 'SIGKILL') => {
    const { child } = nodeNamed(name);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };

  const running = () => nodes.filter((node) => node.child?.exitCode === null && !node.child.signalCode);
  /** JetStream's state as a running node's monitoring port reports it. */
  const jsz = async () => {
    for (const node of running()) {
      const reply = await fetch(`http://127.0.0.1:${node.monitorPort}/jsz`, {
        signal: AbortSignal.timeout(2_000),
      }).catch(() => undefined);
      if (reply?.ok) return (await reply.json()) as { meta_cluster?: { leader?: string } };
    }
    throw new Error('no NATS node answers');
  };

  await Promise.all(nodes.slice(0, startedFirst).map((node) => start(node.name)));

  const cluster = {
    url,
    names: nodes.map((node) => node.name),
    start,
    /** SIGKILL, as a crash would end it. */
    kill: (name: string) => stop(name, 'SIGKILL'),
    /** The node the JetStream meta leader runs on (undefined while there is none). */
    metaLeader: async () => (await jsz()).meta_cluster?.leader,
    /** The node leading a stream's replicas, and how many replicas it has. */
    // Asked again until a deadline: just after a node or the meta leader restarts, JetStream's API can let a
    // request time out while the cluster elects its leaders.
    streamLeader: async (stream: string, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const nc = await connect({ servers: running().map((node) => `nats://127.0.0.1:${node.port}`) });
        try {
          const info = await (await nc.jetstreamManager()).streams.info(stream);
          return { leader: info.cluster?.leader, replicas: info.config.num_replicas };
        } catch (error) {
          if (Date.now() > deadline) throw error;
        } finally {
          await nc.close();
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    /** Resolves once JetStream has a meta leader (streams can be created and scaled). */
    waitForMetaLeader: async (timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const leader = await jsz().then(
          (state) => state.meta_cluster?.leader,
          () => undefined,
        );
        if (leader) return leader;
        if (Date.now() > deadline) throw new Error(`JetStream had no meta leader within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    destroy: async () => {
      await Promise.all(nodes.map((node) => stop(node.name, 'SIGTERM')));
      if (!dataDir)
        await Promise.all(nodes.map((node) => rm(node.storeDir, { recursive: true, force: true })));
    },
  };

  await cluster.waitForMetaLeader();
  return cluster;
};

export type NatsCluster = Awaited<ReturnType<typeof startNatsCluster>>;
