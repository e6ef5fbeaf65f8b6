import type { FastifyInstance } from 'fastify';
import { type DestinationStream, type Logger, multistream, pino } from 'pino';
import { Type } from 'typebox';
import { loadConfig } from './config.ts';
import { redactingLoggerOptions } from './log-redaction.ts';
import { traceLogOptions } from './tracing/index.ts';

/** Where and how much a process logs; read from the environment unless `createApp` is told. */
export const LoggingConfigSchema = Type.Object({
  /** A file the process appends its JSON log to (asynchronously); empty: standard output. */
  LOG_FILE: Type.String({ default: '' }),
  /** Requests slower than this are logged even when per-request logs are off. */
  SLOW_REQUEST_MS: Type.Integer({ minimum: 1, default: 1000 }),
  /** Refused and slow requests logged one by one per second at most; the rest are counted in one line. */
  REQUEST_SUMMARIES_PER_SECOND: Type.Integer({ minimum: 1, default: 100 }),
});

export interface LoggingOptions {
  name: string;
  level: string;
  logFile?: string;
  slowRequestMs?: number;
}

/** Per-request access logs cost two writes a request; they come back only when someone debugs. */
export const logsEveryRequest = (level: string) => level === 'debug' || level === 'trace';

/**
 * The process's logger. With a log file, lines are written by pino's asynchronous destination (no
 * pipe through a parent process) and errors are also copied to stderr so whoever runs the process
 * still sees them.
 */
export const createLogger = (options: LoggingOptions): { logger: Logger; flush(): Promise<void> } => {
  // Secrets never reach a log line, whichever destination it goes to (see log-redaction.ts).
  const base = {
    level: options.level,
    base: { service: options.name },
    ...redactingLoggerOptions,
    ...traceLogOptions(),
  };
  const logFile = options.logFile ?? loadConfig(LoggingConfigSchema).LOG_FILE;
  if (!logFile) return { logger: pino(base), flush: async () => undefined };
  const file = pino.destination({ dest: logFile, sync: false, mkdir: true });
  let opened = false;
  file.once('ready', () => {
    opened = true;
  });
  const streams: { stream: DestinationStream; level: string }[] = [
    { stream: file, level: options.level === 'silent' ? 'fatal' : options.level },
    { stream: process.stderr, level: 'error' },
  ];
  return {
    logger: pino(base, multistream(streams)),
    // On close, whatever is still buffered reaches the file (once it is open).
    flush: () =>
      new Promise<void>((resolve) => {
        const write = () => {
          file.flushSync();
          resolve();
        };
        if (opened) write();
        else file.once('ready', write);
      }),
  };
};

export interface SummaryOptions {
  slowRequestMs?: number;
  summariesPerSecond?: number;
}

/**
 * What is logged about requests when per-request logs are off: one line for every 5xx reply, and for
 * every 4xx reply and every request slower than the threshold up to a number a second (a client
 * hammering a wrong path must not fill the disk; the lines over the budget are counted, by status, in
 * one line a second). Successful fast requests write nothing.
 */
export const registerRequestSummaries = (app: FastifyInstance, options: SummaryOptions = {}) => {
  const settings = loadConfig(LoggingConfigSchema);
  const slowMs = options.slowRequestMs ?? settings.SLOW_REQUEST_MS;
  const budget = summaryBudget(options.summariesPerSecond ?? settings.REQUEST_SUMMARIES_PER_SECOND, app.log);
  // A callback hook, not an async one: it runs on every request and usually does nothing.
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime);
    if (status >= 500)
      request.log.error({ method: request.method, url: request.url, status, ms }, 'request failed');
    else if ((status >= 400 || ms >= slowMs) && budget.allows(status)) {
      const summary = { method: request.method, url: request.url, status, ms };
      request.log.warn(summary, status >= 400 ? 'request refused' : 'slow request');
    }
    done();
  });
  app.addHook('onClose', (_app, done) => {
    budget.tellHeld();
    done();
  });
};

/** Up to `perSecond` lines a second; past that, a count by status, told once the second is over. */
const summaryBudget = (perSecond: number, log: Logger | FastifyInstance['log']) => {
  let windowStart = 0;
  let used = 0;
  let timer: NodeJS.Timeout | undefined;
  const held = new Map<number, number>();
  const tellHeld = () => {
    clearTimeout(timer);
    timer = undefined;
    if (held.size === 0) return;
    const byStatus = Object.fromEntries(held);
    const notLogged = [...held.values()].reduce((sum, count) => sum + count, 0);
    held.clear();
    log.warn({ notLogged, byStatus }, `request summaries over ${perSecond} a second not logged`);
  };
  return {
    tellHeld,
    allows(status: number) {
      const now = Date.now();
      if (now - windowStart >= 1000) {
        tellHeld();
        windowStart = now;
        used = 0;
      }
      if (used < perSecond) {
        used += 1;
        return true;
      }
      held.set(status, (held.get(status) ?? 0) + 1);
      timer ??= setTimeout(tellHeld, 1000 - (now - windowStart)).unref();
      return false;
    },
  };
};
