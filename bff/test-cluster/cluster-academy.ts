import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startNatsCluster } from '@academy/kit/testing';
import { type Balanced, startHaproxy } from '../../deploy/local/haproxy.ts';
import { stopProcesses } from '../../deploy/local/processes.ts';
import { SERVICES, startAcademyParts } from '../test-faults/support/academy.ts';

const REPLICAS = 2;

/**
 * The academy as the cluster mode runs it, of the suite's own: a three-node JetStream cluster with
 * streams at three replicas, besides the fault suite's parts (its own PostgreSQL, S3, mail catcher and
 * Stripe stand-in), two replicas of every service and two BFFs (each a child process named
 * `<name>-<n>` that can be SIGKILLed and started again), and HAProxy in front of every pair. Callers
 * reach the academy only through HAProxy (`bffUrl`).
 */
export const startClusterAcademy = async () => {
  const nats = await startNatsCluster({ size: 3 });
  const parts = await startAcademyParts<string>({
    nats,
    label: 'cluster',
    serviceSettings: { NATS_STREAM_REPLICAS: '3', DATABASE_POOL_SIZE: '3' },
  });
  const haproxyDir = await mkdtemp(join(tmpdir(), 'cluster-haproxy-'));
  let haproxy: Awaited<ReturnType<typeof startHaproxy>> | undefined;
  const stop = async () => {
    // HAProxy first, so no request reaches a process that is shutting down.
    if (haproxy) await stopProcesses([{ child: haproxy.child }]);
    await parts.stop();
    await rm(haproxyDir, { recursive: true, force: true });
  };

  const balanced: Balanced[] = [];
  const replicasOf = async (name: string, script: string, env: Record<string, string>) => {
    const ports: { port: number }[] = [];
    for (let index = 1; index <= REPLICAS; index += 1) {
      const port = await freePort();
      parts.define(`${name}-${index}`, { script, port, env });
      ports.push({ port });
    }
    return ports;
  };
  const serviceUrls: Record<string, string> = {};
  try {
    for (const name of SERVICES) {
      const replicas = await replicasOf(name, `services/${name}/src/server.ts`, parts.serviceEnv(name));
      const port = await freePort();
      balanced.push({ name, host: '127.0.0.1', port, replicas });
      serviceUrls[`${name.toUpperCase()}_URL`] = `http://127.0.0.1:${port}`;
    }
    const bffs = await replicasOf('bff', 'bff/src/server.ts', parts.bffEnv(serviceUrls));
    balanced.push({ name: 'academy', host: '127.0.0.1', port: parts.frontPort, replicas: bffs });

    haproxy = await startHaproxy(haproxyDir, balanced);
    // The first replica of each service migrates its database; the second starts once it is ready.
    await Promise.all(SERVICES.map((name) => parts.start(`${name}-1`, 180_000)));
    await Promise.all(
      [...SERVICES.map((name) => `${name}-2`), 'bff-1', 'bff-2'].map((name) => parts.start(name, 180_000)),
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

  return { ...parts, nats, natsUrl: nats.url, serviceUrls, stop };
};

export type ClusterAcademy = Awaited<ReturnType<typeof startClusterAcademy>>;
