import { parseArgs } from 'node:util';
import { startAcademy } from './local/academy.ts';
import { memoryTable, type ProcessMemory, processMemory } from './local/memory.ts';

/**
 * `node loadtests/idle-memory.ts [--starts 3] [--settle 15]`: starts a throw-away academy (as the bench
 * does) `starts` times, lets it settle `settle` seconds after it is ready, prints each process's resident
 * memory from /proc, then the range over the starts; and the CPU the idle academy used over the settle's
 * second half (its servers and its PostgreSQL backends: what an academy nobody uses costs the machine). Servers run from their bundles, as `npm start` runs
 * them; ACADEMY_RUN_SOURCES=true measures them run from their TypeScript sources.
 */
const { values } = parseArgs({
  options: { starts: { type: 'string' }, settle: { type: 'string' } },
});
const STARTS = Number(values.starts ?? 3);
const SETTLE_MS = Number(values.settle ?? 15) * 1000;
const admin = { email: 'memory-admin@academy.test', password: 'memory-admin-password' };

const samples: ProcessMemory[][] = [];
/** Per start, CPU ms per second of idle by process name. */
const idleCpu: Map<string, number>[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
for (let start = 1; start <= STARTS; start++) {
  const academy = await startAcademy(admin);
  try {
    // The first half lets start-up work (the demo seed, first events) finish before idle CPU is read.
    await sleep(SETTLE_MS / 2);
    const stopMeter = await academy.cpu.start();
    await sleep(SETTLE_MS / 2);
    const cpu = await stopMeter();
    idleCpu.push(
      new Map([...cpu.byProcess].map(([name, micros]) => [name, micros / 1000 / (SETTLE_MS / 2000)])),
    );
    const sample = await processMemory(academy.pid);
    samples.push(sample);
    console.log(`\nStart ${start} of ${STARTS}, ${SETTLE_MS / 1000} s after ready:\n${memoryTable(sample)}`);
    console.log(`CPU at idle: ${(cpu.total / 1000 / (SETTLE_MS / 2000)).toFixed(1)} ms per second`);
  } finally {
    await academy.stop();
  }
}

const range = (values: number[]) =>
  Math.min(...values) === Math.max(...values)
    ? String(values[0])
    : `${Math.min(...values)}–${Math.max(...values)}`;
const names = [...new Set(samples.flatMap((sample) => sample.map(({ name }) => name)))];
type Column = 'rss' | 'peak' | 'proportional';
const sum = (processes: ProcessMemory[], key: Column) => processes.reduce((total, p) => total + p[key], 0);
const rangeOf = (pick: (sample: ProcessMemory[]) => ProcessMemory[], key: Column) =>
  range(samples.map((sample) => sum(pick(sample), key)));
const row = (name: string, pick: (sample: ProcessMemory[]) => ProcessMemory[]) =>
  `| ${name} | ${rangeOf(pick, 'rss')} | ${rangeOf(pick, 'peak')} | ${rangeOf(pick, 'proportional')} |`;
console.log(`\nMiB at idle over ${STARTS} starts (${new Date().toISOString().slice(0, 10)}):`);
console.log(
  '| process | resident | peak while starting | proportional (Pss) |\n| --- | ---: | ---: | ---: |',
);
for (const name of names) console.log(row(name, (sample) => sample.filter((p) => p.name === name)));
console.log(row('total', (sample) => sample));

const cpuRange = (pick: (use: Map<string, number>) => number) => {
  const values = idleCpu.map(pick);
  const [low, high] = [Math.min(...values).toFixed(1), Math.max(...values).toFixed(1)];
  return low === high ? low : `${low}–${high}`;
};
console.log(`\nCPU at idle, ms per second (the settle's second half, over ${STARTS} starts):`);
console.log('| process | CPU ms/s |\n| --- | ---: |');
const cpuNames = [...new Set(idleCpu.flatMap((use) => [...use.keys()]))].sort();
for (const name of cpuNames) console.log(`| ${name} | ${cpuRange((use) => use.get(name) ?? 0)} |`);
console.log(`| total | ${cpuRange((use) => [...use.values()].reduce((a, b) => a + b, 0))} |`);
