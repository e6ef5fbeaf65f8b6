import type { FastifyInstance } from 'fastify';
import { ConfigError } from './config.ts';
import { releaseMemory, releaseMemoryWhenIdle } from './release-memory.ts';
import { stopTracing } from './tracing/index.ts';

/**
 * Connections the kernel may hold for the process before it accepts them (capped by the machine's
 * `net.core.somaxconn`). Node's default, 511, overflowed when a whole cohort connected at once: the
 * dropped connections were retried by the clients after 1, 3 and 7 s, the long tail of an exam rush.
 */
const LISTEN_BACKLOG = 4096;

/**
 * Starts a built app and closes it gracefully on SIGINT/SIGTERM (in-flight requests finish, consumers
 * stop, the outbox flushes). A configuration problem ends the process with one clear line.
 */
export const runServer = async (
  build: () => Promise<{ app: FastifyInstance; host: string; port: number }>,
) => {
  let started: Awaited<ReturnType<typeof build>>;
  try {
    started = await build();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app, host, port } = started;
  // What loading the modules and starting grew goes back before the first request; later bursts, once quiet.
  releaseMemory();
  await app.listen({ host, port, backlog: LISTEN_BACKLOG });
  releaseMemoryWhenIdle();
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      app
        .close()
        .then(stopTracing)
        .then(
          () => process.exit(0),
          (error) => {
            app.log.error({ err: error }, 'shutdown failed');
            process.exit(1);
          },
        );
    });
  }
};
