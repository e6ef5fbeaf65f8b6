/** What one scenario measured: every reply's latency, and why any request failed. */
export interface ScenarioResult {
  scenario: string;
  seconds: number;
  latencies: number[];
  failures: Map<string, number>;
  /** The bare server measured just before this scenario (`--paired`): its share is taken against it. */
  baseline?: ScenarioResult;
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
 * baseline: the mean of the first and the last row, both measurements of the bare server, or, for a
 * scenario measured with its own baseline just before it (`--paired`), that one, whose req/s and p99
 * are then shown too.
 */
export const table = (results: ScenarioResult[]) => {
  const rows = results.map(summarise);
  const mean = rows.length > 1 ? (rows[0]!.rps + rows[rows.length - 1]!.rps) / 2 : (rows[0]?.rps ?? 0);
  const paired = results.some((result) => result.baseline);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const cells = results.map((result, index) => {
    const row = rows[index]!;
    const own = result.baseline ? summarise(result.baseline) : undefined;
    const baseline = own?.rps ?? mean;
    return [
      row.scenario,
      String(row.requests),
      String(row.errors),
      row.rps.toFixed(0),
      baseline > 0 ? `${((100 * row.rps) / baseline).toFixed(1)} %` : '-',
      ms(row.p50),
      ms(row.p95),
      ms(row.p99),
      ...(paired ? [own ? own.rps.toFixed(0) : '', own ? ms(own.p99) : ''] : []),
    ];
  });
  const header = ['scenario', 'requests', 'errors', 'req/s', 'share of baseline', 'p50', 'p95', 'p99'];
  if (paired) header.push('baseline just before: req/s', 'its p99');
  return [header, header.map(() => '---'), ...cells].map((line) => `| ${line.join(' | ')} |`).join('\n');
};
