import type { FastifyInstance } from 'fastify';
import { ConfigError } from './config.ts';
import { PORT_TAKEN_EXIT_CODE } from './exit-codes.ts';
import { releaseMemory, releaseMemoryWhenIdle } from './release-memory.ts';
import { stopTracing } from './tracing/index.ts';

/**
 * Connections the kernel may hold for the process before it accepts them (capped by the machine's
 * `net.core.somaxconn`). Node's default, 511, overflowed when a whole cohort connected at once: the
 * dropped connections were retried by the clients after 1, 3 and 7 s, the long tail of an exam rush.
 */
const LISTEN_BACKLOG = 4096;

/**
 * What a server tells the process that started it (over Node's IPC channel, when it has one) once its
 * ports are bound: until then, whatever answers on its port may be another process that took it first.
 */
export const LISTENING_MESSAGE = 'listening';

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
  try {
    await app.listen({ host, port, backlog: LISTEN_BACKLOG });
  } catch (error) {
    const { code, port: taken } = error as NodeJS.ErrnoException & { port?: number };
    if (code !== 'EADDRINUSE') throw error;
    console.error(`Port ${taken ?? port} is already in use.`);
    process.exit(PORT_TAKEN_EXIT_CODE);
  }
  process.send?.(LISTENING_MESSAGE);
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
