import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import pg from 'pg';

/** Kernel clock ticks per second, the unit of utime and stime in /proc/<pid>/stat (100 on Linux). */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** The fields of /proc/<pid>/stat after the command name, which may itself hold spaces and parentheses. */
const statFields = async (pid: number) => {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
};

/** User + system CPU a process has used so far, in µs (undefined once it has gone). */
export const cpuMicros = async (pid: number) => {
  const fields = await statFields(pid);
  // After the name: state(0) ppid(1) pgrp(2) … utime(11) stime(12).
  return fields ? ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND : undefined;
};

/** Every process whose process group is `pgid`: the runner and the servers it started. */
export const processGroup = async (pgid: number) => {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
  const members = await Promise.all(
    pids.map(async (pid) => ((await statFields(pid))?.[2] === String(pgid) ? pid : undefined)),
  );
  return members.filter((pid) => pid !== undefined);
};

/** CPU used, in µs: in all, and by process name (`bff`, a service's, `postgres`, `runner`…). */
export interface CpuUse {
  total: number;
  byProcess: Map<string, number>;
}

/** The CPU used by a set of processes between `start()` and the `stop()` it returns. */
export type CpuMeter = { start: () => Promise<() => Promise<CpuUse>> };

/**
 * `services/auth/src/server.ts` → auth, `bff/src/server.ts` → bff, `deploy/local/start.ts` → runner;
 * anything else by its program's name (`postgres` for a backend).
 */
export const processName = async (pid: number) => {
  const args = (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0').filter(Boolean);
  const script = args.find((arg) => arg.endsWith('.ts') || arg.endsWith('.js')) ?? '';
  return (
    /services\/([^/]+)\/(?:src|dist)\/server\./.exec(script)?.[1] ??
    (/bff\/(?:src|dist)\/server\./.test(script) ? 'bff' : undefined) ??
    (script.endsWith('deploy/local/start.ts') ? 'runner' : undefined) ??
    (args[0]?.startsWith('postgres:') ? 'postgres' : args[0]?.split('/').pop()) ??
    String(pid)
  );
};

/**
 * Server CPU read from /proc: `pids()` names the processes that serve (asked again at the end, so a
 * PostgreSQL backend forked during the measurement counts from zero). The load generator is not among them.
 */
export const cpuMeter = (pids: () => Promise<number[]>): CpuMeter => ({
  start: async () => {
    const before = new Map<number, number>();
    for (const pid of await pids()) before.set(pid, (await cpuMicros(pid)) ?? 0);
    return async () => {
      const use: CpuUse = { total: 0, byProcess: new Map() };
      for (const pid of new Set([...before.keys(), ...(await pids())])) {
        const now = await cpuMicros(pid);
        if (now === undefined) continue;
        const used = now - (before.get(pid) ?? 0);
        const name = await processName(pid);
        use.total += used;
        use.byProcess.set(name, (use.byProcess.get(name) ?? 0) + used);
      }
      return use;
    };
  },
});

/**
 * Waits until a meter's processes use less than a tenth of one core for two seconds in a row (an idle
 * academy uses about half that, for its polls and timers), three minutes at most, and says how long it
 * waited. A setup leaves work behind (each sign-up's mail still being sent, events still being applied),
 * which would otherwise be measured as part of what follows, the bare server's passes included.
 */
export const waitUntilQuiet = async (meter: CpuMeter) => {
  const started = Date.now();
  for (let quietSeconds = 0; quietSeconds < 2; ) {
    if (Date.now() - started > QUIET_TIMEOUT_MS) return console.log('  still busy after 3 min: going on');
    const stop = await meter.start();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    quietSeconds = (await stop()).total < QUIET_MICROS_A_SECOND ? quietSeconds + 1 : 0;
  }
  console.log(`  quiet ${Math.round((Date.now() - started) / 1000)} s later (the setup's mail and events)`);
};
const QUIET_MICROS_A_SECOND = 100_000;
const QUIET_TIMEOUT_MS = 180_000;

/**
 * The whole machine's CPU from /proc/stat, in µs: busy (every process's, the load generator's and
 * others' too) and in all (busy + idle, every core), to tell how near the rush ran to the machine's limit.
 */
export const machineCpu = async () => {
  const [, ...ticks] = (await readFile('/proc/stat', 'utf8')).split('\n', 1)[0]!.trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal…: idle and iowait are the idle ones.
  const values = ticks.map(Number);
  const all = values.slice(0, 8).reduce((sum, value) => sum + value, 0);
  const idle = values[3]! + values[4]!;
  return { busy: ((all - idle) * 1e6) / TICKS_PER_SECOND, all: (all * 1e6) / TICKS_PER_SECOND };
};

/**
 * The PostgreSQL backends serving one academy (its databases are named `<instance>_<service>`): they
 * do part of its work, so their CPU counts as the academy's.
 */
export const postgresBackends = async (databaseServer: string, instance: string) => {
  const client = new pg.Client({ connectionString: databaseServer });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE starts_with(datname, $1)',
      [`${instance}_`],
    );
    return rows.map(({ pid }) => pid);
  } finally {
    await client.end();
  }
};
