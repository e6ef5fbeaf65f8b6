import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { LISTENING_MESSAGE, PORT_TAKEN_EXIT_CODE } from '@academy/kit';
import { freePort } from '@academy/kit/testing';
import { bundleOf } from '../build/server-bundles.ts';
import { repoRoot } from './settings.ts';

export interface RunningProcess {
  name: string;
  child: ChildProcess;
  url: string;
  /** Whether the server has said it listens on its ports (`LISTENING_MESSAGE`). */
  listening: () => boolean;
}

/**
 * V8 lets a server's young generation grow to 64 MiB a semi-space (128 MiB in all) and keeps it resident
 * once grown, so one burst of garbage (a rush of requests) stays in the process's memory for good. V8's
 * earlier limit, 16 MiB, is plenty for a request's short-lived objects. The container image sets the same.
 */
export const SERVER_V8_FLAGS = ['--max-semi-space-size=16'];

/**
 * glibc's malloc hands a large block (128 KiB or more) back to the system when it is freed, until the first
 * such block is freed: then it raises that bar to the block's size and keeps blocks up to it in each thread's
 * pool for good. An argon2 hash takes 19 MiB on one of libuv's threads, so after a few logins the auth process
 * kept 19 MiB per hashing thread resident. Setting the bar keeps it where it is. The price: each hash
 * touches fresh pages, some 5-10 ms more CPU (system time) on top of about 37 ms, measured alone on the
 * 2-core development machine.
 *
 * malloc also gives each thread that allocates (V8's compiler and collector helpers, libuv's pool) a pool
 * (arena) of its own, up to eight per core, each keeping what it once held: two arenas in all took some
 * 5-9 MiB off an idle BFF, and 83 MiB off one right after 60,000 requests (226 → 143 MiB), with the
 * same CPU a request (loadtests/README.md, Memory). The container image sets the same; drop them in both to
 * trade memory for CPU.
 */
export const SERVER_MALLOC_SETTINGS = {
  GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=131072:glibc.malloc.arena_max=2',
};

/**
 * A server runs from its bundle (plain JavaScript, rebuilt by `ensureBuilt` when a source is newer), which
 * idles some 30 MiB lower than its TypeScript sources; ACADEMY_RUN_SOURCES=true runs the sources instead.
 */
export const runSources = () => process.env.ACADEMY_RUN_SOURCES === 'true';

/**
 * Runs one of the academy's servers (`script`: its entry, `services/<name>/src/server.ts`) with Node 24
 * (this process's own binary), from its bundle unless `runSources()`. The server writes its
 * JSON log itself to `<logs>/<name>.log` (`LOG_FILE`, asynchronously: no pipe through this process on
 * the request path) and copies errors to stderr, which is echoed here so the console stays readable.
 */
interface ProcessOptions {
  name: string;
  script: string;
  env: Record<string, string>;
  port: number;
  logDir: string;
}

export const startProcess = (options: ProcessOptions): RunningProcess => {
  mkdirSync(options.logDir, { recursive: true });
  const logFile = join(options.logDir, `${options.name}.log`);
  // Anything printed outside the logger (a crash before it exists) lands in the same file.
  const output = openSync(logFile, 'a');
  // ACADEMY_CPU_PROFILE_DIR: each server writes a V8 CPU profile there when it stops (Node refuses
  // --cpu-prof in NODE_OPTIONS, so the runner passes it on the command line).
  const profileDir = process.env.ACADEMY_CPU_PROFILE_DIR;
  const profiling = profileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${options.name}.cpuprofile`]
    : [];
  const script = runSources() ? options.script : bundleOf(options.script);
  const child = spawn(process.execPath, [...SERVER_V8_FLAGS, ...profiling, join(repoRoot, script)], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...SERVER_MALLOC_SETTINGS,
      ...options.env,
      PORT: String(options.port),
      LOG_FILE: logFile,
    },
    stdio: ['ignore', output, 'pipe', 'ipc'],
  });
  closeSync(output);
  let listening = false;
  child.on('message', (message) => {
    if (message === LISTENING_MESSAGE) listening = true;
  });
  createInterface({ input: child.stderr! }).on('line', (line) => {
    if (!line.startsWith('{')) appendFileSync(logFile, `${line}\n`);
    const message = /"msg":"([^"]*)"/.exec(line)?.[1] ?? line;
    console.error(`[${options.name}] ${message}`);
  });
  return { name: options.name, child, url: `http://127.0.0.1:${options.port}`, listening: () => listening };
};

/**
 * Waits until the process answers /readyz, or fails when it exits first. Its port is asked only once it
 * has said it listens there: before, the answer could come from a process that took the port first.
 */
export const waitUntilReady = async (process: RunningProcess, timeoutMs = 120_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process.child.exitCode !== null) {
      throw new Error(
        `${process.name} stopped while starting (exit code ${process.child.exitCode}); see its log`,
      );
    }
    const ready =
      process.listening() &&
      (await fetch(`${process.url}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
        (response) => response.ok,
        () => false,
      ));
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${process.name} was not ready within ${timeoutMs / 1000} s`);
};

/** How often a server whose port was taken is started again before the start counts as failed. */
const PORT_ATTEMPTS = 3;

/**
 * Starts a server on a free port (and `env` from ports it chooses, such as the metrics port) and waits
 * until it is ready. A port is free when chosen, but every runner on the machine chooses from the same
 * ports, and another may bind it first: a server that stops for that reason (`PORT_TAKEN_EXIT_CODE`) is
 * started again on fresh ports. Each process started is added to `running`, so a stop reaches it.
 */
export const startOnFreePort = async (
  options: Omit<ProcessOptions, 'port' | 'env'> & {
    env: () => Promise<Record<string, string>>;
    /** How long it may take to be ready (`waitUntilReady`'s default when not given). */
    readyWithinMs?: number;
  },
  running: RunningProcess[],
): Promise<RunningProcess> => {
  for (let attempt = 1; ; attempt += 1) {
    const started = startProcess({ ...options, port: await freePort(), env: await options.env() });
    running.push(started);
    try {
      await waitUntilReady(started, options.readyWithinMs);
      return started;
    } catch (error) {
      if (started.child.exitCode !== PORT_TAKEN_EXIT_CODE || attempt === PORT_ATTEMPTS) throw error;
      console.error(`[${options.name}] its port was taken meanwhile; starting it on another`);
    }
  }
};

/** SIGTERM to each (they drain and close), SIGKILL for any that is still there after 15 s. */
export const stopProcesses = async (processes: { child: ChildProcess }[]) => {
  await Promise.all(
    processes.map(({ child }) => {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      });
    }),
  );
};
