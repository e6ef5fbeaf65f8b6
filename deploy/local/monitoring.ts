import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, waitForPort } from '@academy/kit/testing';
import { which } from './infrastructure.ts';
import { repoRoot } from './settings.ts';
import { canConnect } from './tcp.ts';

/** The alert rules Prometheus loads (deploy/monitoring). */
const RULES = join(repoRoot, 'deploy', 'monitoring', 'academy.rules.yml');
const PREFERRED_PORT = 9090;

/**
 * Each started process's metrics port, listed in `<data>/prometheus/targets.json` (Prometheus's
 * file-based service discovery format). The file is written once every process is ready: a start that
 * stops half-way (a refused admin address, say) leaves the list of the academy already running there.
 */
export const createScrapeTargets = (dataDir: string) => {
  const directory = join(dataDir, 'prometheus');
  const file = join(directory, 'targets.json');
  const ports = new Map<string, number>();
  return {
    file,
    /** A free port for the process's `METRICS_PORT`, listed under its name (in place of one it had before). */
    portFor: async (service: string) => {
      const port = await freePort();
      ports.set(service, port);
      return String(port);
    },
    /** Lists the processes given a port, once they all run. */
    write: () => {
      const targets = [...ports].map(([service, port]) => ({
        targets: [`127.0.0.1:${port}`],
        labels: { service },
      }));
      mkdirSync(directory, { recursive: true });
      writeFileSync(file, `${JSON.stringify(targets, null, 2)}\n`);
    },
  };
};

const configuration = (targetsFile: string) =>
  [
    'global:',
    '  scrape_interval: 15s',
    '  evaluation_interval: 15s',
    ...(existsSync(RULES) ? ['rule_files:', `  - ${JSON.stringify(RULES)}`] : []),
    'scrape_configs:',
    '  - job_name: academy',
    '    file_sd_configs:',
    `      - files: [${JSON.stringify(targetsFile)}]`,
    '        refresh_interval: 5s',
    '',
  ].join('\n');

/**
 * Runs the machine's Prometheus (when installed) on the academy's scrape targets and alert rules, with
 * its configuration and data in `<data>/prometheus` and its log in `<data>/logs/prometheus.log`, on port
 * 9090 when free. Answers the process and what to tell the user: its address, or why there is none.
 */
export const startPrometheus = async (
  dataDir: string,
  targetsFile: string,
): Promise<{ child?: ChildProcess; address: string }> => {
  const binary = which('prometheus', ['/usr/bin/prometheus']);
  if (!binary) return { address: `not installed (apt-get install prometheus); targets in ${targetsFile}` };
  const directory = join(dataDir, 'prometheus');
  const configFile = join(directory, 'prometheus.yml');
  writeFileSync(configFile, configuration(targetsFile));
  const logFile = join(dataDir, 'logs', 'prometheus.log');
  mkdirSync(join(dataDir, 'logs'), { recursive: true });
  const output = openSync(logFile, 'a');
  const port = (await canConnect('127.0.0.1', PREFERRED_PORT)) ? await freePort() : PREFERRED_PORT;
  const child = spawn(
    binary,
    [
      `--config.file=${configFile}`,
      `--storage.tsdb.path=${join(directory, 'data')}`,
      '--storage.tsdb.retention.time=7d',
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', output, output] },
  );
  closeSync(output);
  try {
    await waitForPort(port, 30_000);
    return { child, address: `http://127.0.0.1:${port}` };
  } catch {
    child.kill('SIGKILL');
    return { address: `did not start, see ${logFile}` };
  }
};
