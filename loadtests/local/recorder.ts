import type { CpuUse } from './server-cpu.ts';

/** What one scenario measured: every reply's latency, why any request failed, and the servers' CPU. */
export interface ScenarioResult {
  scenario: string;
  seconds: number;
  latencies: number[];
  failures: Map<string, number>;
  /** User + system CPU of the serving processes over the scenario (read from /proc). */
  cpu: CpuUse;
  /** The bare server measured just before this scenario (`--paired`): its ratios are taken against it. */
  baseline?: ScenarioResult;
}

/** The p-th percentile (0–100) of values sorted in ascending order. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The processes that used most of a scenario's CPU, with their shares: "postgres 41 %, learning 30 %…". */
export const cpuShares = ({ total, byProcess }: CpuUse, top = 4) =>
  [...byProcess]
    .sort(([, a], [, b]) => b - a)
    .slice(0, top)
    .map(([name, used]) => `${name} ${total > 0 ? Math.round((100 * used) / total) : 0} %`)
    .join(', ');

export const summarise = ({ scenario, seconds, latencies, failures, cpu }: ScenarioResult) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    scenario,
    requests: latencies.length,
    errors: [...failures.values()].reduce((sum, count) => sum + count, 0),
    rps: latencies.length / seconds,
    cpuPerRequest: latencies.length > 0 ? cpu.total / latencies.length : 0,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
};

/**
 * A Markdown table (so the figures can go into the README as printed). The main figure is server CPU per
 * request and its efficiency against the bare server's (bare µs ÷ academy µs: 100 % would be as cheap as
 * a hello): CPU does not depend on which process of the shared machine saturates first, throughput does.
 * The baseline is the mean of the first and the last row, both measurements of the bare server, or, for
 * a scenario measured with its own baseline just before it (`--paired`), that one.
 */
export const table = (results: ScenarioResult[]) => {
  const rows = results.map(summarise);
  const first = rows[0];
  const last = rows[rows.length - 1];
  const mean = (pick: (row: ReturnType<typeof summarise>) => number) =>
    first && last ? (pick(first) + pick(last)) / 2 : 0;
  const paired = results.some((result) => result.baseline);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const share = (part: number, whole: number) => (whole > 0 ? `${((100 * part) / whole).toFixed(1)} %` : '-');
  const cells = results.map((result, index) => {
    const row = rows[index]!;
    const own = result.baseline ? summarise(result.baseline) : undefined;
    const baselineCpu = own?.cpuPerRequest ?? mean((r) => r.cpuPerRequest);
    const baselineRps = own?.rps ?? mean((r) => r.rps);
    return [
      row.scenario,
      String(row.requests),
      String(row.errors),
      `${row.cpuPerRequest.toFixed(1)} µs`,
      share(baselineCpu, row.cpuPerRequest),
      row.rps.toFixed(0),
      share(row.rps, baselineRps),
      ms(row.p50),
      ms(row.p95),
      ms(row.p99),
      cpuShares(result.cpu),
      ...(paired ? [own ? `${own.cpuPerRequest.toFixed(1)} µs` : '', own ? own.rps.toFixed(0) : ''] : []),
    ];
  });
  const header = [
    'scenario',
    'requests',
    'errors',
    'server CPU per request',
    'CPU efficiency vs baseline',
    'req/s',
    'share of baseline req/s',
    'p50',
    'p95',
    'p99',
    'where the CPU goes',
  ];
  if (paired) header.push('baseline just before: CPU per request', 'its req/s');
  return [header, header.map(() => '---'), ...cells].map((line) => `| ${line.join(' | ')} |`).join('\n');
};
