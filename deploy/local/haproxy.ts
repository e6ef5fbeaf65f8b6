import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitForPort } from '@academy/kit/testing';
import { StartupProblem, which } from './infrastructure.ts';

/** One address HAProxy listens on, and the replicas it spreads the requests over. */
export interface Balanced {
  name: string;
  host: string;
  port: number;
  replicas: { port: number }[];
}

/**
 * What a caller gets when no replica can answer (all down, or one died mid-reply and the retry found
 * none): the academy's own "try again shortly" reply, a 503 with Retry-After, never a bare 502.
 */
const RETRY_LATER = [
  'HTTP/1.1 503 Service Unavailable',
  'Content-Type: application/json',
  'Retry-After: 1',
  'Cache-Control: no-store',
  'Connection: close',
  '',
  '{"statusCode":503,"code":"SERVICE_UNAVAILABLE","error":"Service Unavailable","message":"The academy is busy; try again shortly"}',
  '',
].join('\r\n');

/**
 * The configuration: a replica is taken out after three failed `/readyz` checks a second apart (a check
 * fails when unanswered for 5 s) and back after two good ones; a request that could not reach its replica, or whose replica closed without a
 * reply (killed mid-request), is sent to another one. Server-sent events stay open for as long as the
 * BFF's 15-second heartbeat keeps them busy: the server and client timeouts are well above it.
 */
export const haproxyConfig = (balanced: Balanced[], errorFile: string) =>
  [
    'global',
    '  maxconn 4000',
    'defaults',
    '  mode http',
    '  option redispatch',
    '  retries 3',
    '  retry-on conn-failure empty-response',
    '  timeout connect 1s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 5s',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    // A busy replica may take a few seconds to answer its check; it is not down for that.
    '  timeout check 5s',
    '  default-server inter 1s fall 3 rise 2',
    ...['502', '503', '504'].map((code) => `  errorfile ${code} ${errorFile}`),
    ...balanced.flatMap((entry) => [
      `listen ${entry.name}`,
      `  bind ${entry.host}:${entry.port}`,
      ...entry.replicas.map(
        (replica, index) => `  server ${entry.name}-${index + 1} 127.0.0.1:${replica.port} check`,
      ),
    ]),
    '',
  ].join('\n');

/** Starts Debian's haproxy with that configuration (written to `directory`); it stops with its process. */
export const startHaproxy = async (directory: string, balanced: Balanced[]) => {
  const binary = which('haproxy', ['/usr/sbin/haproxy']);
  if (!binary) throw new StartupProblem('The cluster mode needs HAProxy: apt-get install haproxy.');
  mkdirSync(directory, { recursive: true });
  const errorFile = join(directory, 'retry-later.http');
  const configFile = join(directory, 'haproxy.cfg');
  writeFileSync(errorFile, RETRY_LATER);
  writeFileSync(configFile, haproxyConfig(balanced, errorFile));
  const child: ChildProcess = spawn(binary, ['-db', '-f', configFile], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  await Promise.all(balanced.map((entry) => waitForPort(entry.port, 10_000))).catch(() => {
    child.kill('SIGKILL');
    throw new StartupProblem(`HAProxy did not start: ${errors.trim()}`);
  });
  return { child, configFile };
};
