/** One measured request: how long it took and whether it got the answer the journey expects. */
export interface Sample {
  ms: number;
  ok: boolean;
}

export interface ScenarioResult {
  scenario: string;
  seconds: number;
  samples: Sample[];
  failures: Map<string, number>;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export const summarise = ({ scenario, seconds, samples }: ScenarioResult) => {
  const sorted = samples.map(({ ms }) => ms).sort((a, b) => a - b);
  return {
    scenario,
    requests: samples.length,
    errors: samples.filter(({ ok }) => !ok).length,
    rps: samples.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
};

/** A Markdown table, so the figures can go into the README as printed. */
export const table = (results: ScenarioResult[]) => {
  const rows = results
    .map(summarise)
    .map((row) => [
      row.scenario,
      String(row.requests),
      String(row.errors),
      row.rps.toFixed(0),
      `${row.p50.toFixed(1)} ms`,
      `${row.p95.toFixed(1)} ms`,
      `${row.p99.toFixed(1)} ms`,
    ]);
  const header = ['scenario', 'requests', 'errors', 'req/s', 'p50', 'p95', 'p99'];
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
};
