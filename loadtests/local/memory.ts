import { readFileSync } from 'node:fs';
import { processGroup, processName } from './server-cpu.ts';

/** One process's resident memory in MiB, from its /proc/<pid>/status. */
export interface ProcessMemory {
  pid: number;
  /** `runner`, a service's name, `bff`, or the program's name for anything else the runner started. */
  name: string;
  /** Resident now (VmRSS), and its anonymous (heap, stacks) and file-backed (code, mapped files) parts. */
  rss: number;
  anon: number;
  file: number;
  /** The most it has been resident since it started (VmHWM). */
  peak: number;
  /**
   * Resident with each page shared between processes counted in equal parts (Pss): the Node binary's
   * pages are resident once for all the servers, so the academy's memory is the sum of these.
   */
  proportional: number;
}

const MIB = 1024;

const readOr = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

const kib = (status: string, field: string) =>
  Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);

/**
 * The resident memory of every process in the runner's process group (`pgid`, the runner's pid: the
 * runner and every server it started), read from /proc (Linux only). One that ends meanwhile is left out.
 */
export const processMemory = async (pgid: number): Promise<ProcessMemory[]> => {
  const pids = (await processGroup(pgid)).sort((a, b) => a - b);
  const names = await Promise.all(pids.map(processName));
  return pids.flatMap((pid, index) => {
    const status = readOr(`/proc/${pid}/status`);
    if (!status) return [];
    const mib = (field: string, of = status) => Math.round(kib(of, field) / MIB);
    return [
      {
        pid,
        name: names[index]!,
        rss: mib('VmRSS'),
        anon: mib('RssAnon'),
        file: mib('RssFile') + mib('RssShmem'),
        peak: mib('VmHWM'),
        proportional: mib('Pss', readOr(`/proc/${pid}/smaps_rollup`) ?? ''),
      },
    ];
  });
};

/** A Markdown table of `processMemory`'s answer, with a total row. */
export const memoryTable = (processes: ProcessMemory[]) => {
  const columns = ['rss', 'anon', 'file', 'peak', 'proportional'] as const;
  const rows = [
    ...processes.map((p) => [p.name, ...columns.map((column) => p[column])]),
    ['total', ...columns.map((column) => processes.reduce((sum, p) => sum + p[column], 0))],
  ];
  return [
    '| process | resident MiB | anonymous | file-backed | peak resident | proportional (Pss) |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
};
