import type { FastifyInstance } from 'fastify';
import { type DestinationStream, type Logger, multistream, pino } from 'pino';
import { Type } from 'typebox';
import { loadConfig } from './config.ts';

/** Where and how much a process logs; read from the environment unless `createApp` is told. */
export const LoggingConfigSchema = Type.Object({
  /** A file the process appends its JSON log to (asynchronously); empty: standard output. */
  LOG_FILE: Type.String({ default: '' }),
  /** Requests slower than this are logged even when per-request logs are off. */
  SLOW_REQUEST_MS: Type.Integer({ minimum: 1, default: 1000 }),
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
  const base = { level: options.level, base: { service: options.name } };
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

/**
 * What is logged about requests when per-request logs are off: one line for every 4xx/5xx reply and
 * one for every request slower than the threshold. Successful fast requests write nothing.
 */
export const registerRequestSummaries = (app: FastifyInstance, slowRequestMs?: number) => {
  const slowMs = slowRequestMs ?? loadConfig(LoggingConfigSchema).SLOW_REQUEST_MS;
  // A callback hook, not an async one: it runs on every request and usually does nothing.
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime);
    if (status >= 400 || ms >= slowMs) {
      const summary = { method: request.method, url: request.url, status, ms };
      if (status >= 500) request.log.error(summary, 'request failed');
      else if (status >= 400) request.log.warn(summary, 'request refused');
      else request.log.warn(summary, 'slow request');
    }
    done();
  });
};
