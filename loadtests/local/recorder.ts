/** What one scenario measured: every reply's latency, and why any request failed. */
export interface ScenarioResult {
  scenario: string;
  seconds: number;
  latencies: number[];
  failures: Map<string, number>;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export const summarise = ({ scenario, seconds, latencies, failures }: ScenarioResult) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    scenario,
    requests: latencies.length,
    errors: [...failures.values()].reduce((sum, count) => sum + count, 0),
    rps: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
};

/**
 * A Markdown table (so the figures can go into the README as printed), throughput as a share of the
 * baseline: the mean of the first and the last row, both measurements of the bare server.
 */
export const table = (results: ScenarioResult[]) => {
  const rows = results.map(summarise);
  const baseline = rows.length > 1 ? (rows[0]!.rps + rows[rows.length - 1]!.rps) / 2 : (rows[0]?.rps ?? 0);
  const cells = rows.map((row) => [
    row.scenario,
    String(row.requests),
    String(row.errors),
    row.rps.toFixed(0),
    baseline > 0 ? `${((100 * row.rps) / baseline).toFixed(1)} %` : '-',
    `${row.p50.toFixed(1)} ms`,
    `${row.p95.toFixed(1)} ms`,
    `${row.p99.toFixed(1)} ms`,
  ]);
  const header = ['scenario', 'requests', 'errors', 'req/s', 'share of baseline', 'p50', 'p95', 'p99'];
  return [header, header.map(() => '---'), ...cells].map((line) => `| ${line.join(' | ')} |`).join('\n');
};
