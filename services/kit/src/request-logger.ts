import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, LogFn } from 'pino';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

/**
 * A request's logger, made on its first line. Fastify makes one for every request, and making a pino
 * child runs its bindings (the request id) through every redacted path (`log-redaction.ts`): in a CPU
 * profile of the BFF answering the course list from memory, about a twentieth of a request's CPU. Most
 * requests log nothing, so most never make it.
 */
class RequestLogger {
  private made: FastifyBaseLogger | undefined;
  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;

  private readonly parent: FastifyBaseLogger;
  private readonly bindings: Bindings;
  private readonly options: ChildLoggerOptions;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.parent = parent;
    this.bindings = bindings;
    this.options = options;
  }

  logger() {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  get level() {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }
  set level(level) {
    this.logger().level = level;
  }

  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions) {
    return this.logger().child(bindings, options);
  }
}
for (const level of LEVELS) {
  RequestLogger.prototype[level] = function (this: RequestLogger, ...args: Parameters<LogFn>) {
    this.logger()[level](...args);
  } as LogFn;
}

export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
): FastifyBaseLogger => new RequestLogger(logger, bindings, options);
