// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Total requests to send: overrides duration. */
    amount?: number;
    timeout?: number;
    requests?: Request[];
  }
  export interface Result {
    requests: { total: number };
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }
  const autocannon: (options: Options) => Instance;
  export default autocannon;
}
