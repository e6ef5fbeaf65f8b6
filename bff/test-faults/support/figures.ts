import type { LoggedReply } from './replies.ts';

/** One fault injected: what was killed, from the kill until full service was back. */
export interface Outage {
  target: string;
  from: number;
  to: number;
  /** Kill to every service's /readyz saying 503 (PostgreSQL and NATS only). */
  notReadyAfterMs?: number;
  /** Restart until the restarted process (or server) accepts connections and, for ours, says ready. */
  upAfterMs: number;
  /** Restart to every /readyz 200 and every service answering through the BFF. */
  recoveryMs: number;
}

/**
 * Sorts the reply log: a 503 with Retry-After while something is down is what a client may get; a
 * lost connection is expected only while the BFF itself is down (it is the one that would answer).
 * Every other 5xx, every 503 outside an outage and every other lost connection is unexpected.
 */
export const classifyReplies = (replies: LoggedReply[], outages: Outage[]) => {
  const outageAt = (at: number) => outages.find((outage) => at >= outage.from && at <= outage.to);
  const unexpected: (LoggedReply & { during?: string })[] = [];
  const perOutage = new Map<string, { requests: number; retryLater: number; refused: number }>();
  const statuses = new Map<string, number>();
  for (const reply of replies) {
    const outage = outageAt(reply.at);
    const key = reply.error ?? String(reply.status);
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    if (outage) {
      const counts = perOutage.get(outage.target) ?? { requests: 0, retryLater: 0, refused: 0 };
      counts.requests += 1;
      if (reply.status === 503 && reply.retryAfter) counts.retryLater += 1;
      if (reply.error) counts.refused += 1;
      perOutage.set(outage.target, counts);
    }
    const retryLater = reply.status === 503 && reply.retryAfter !== null && outage !== undefined;
    const bffDown = reply.error !== undefined && outage?.target === 'bff';
    if ((reply.status >= 500 || reply.error) && !retryLater && !bffDown) {
      unexpected.push({ ...reply, ...(outage ? { during: outage.target } : {}) });
    }
  }
  return { unexpected, perOutage, statuses };
};

const ms = (value: number | undefined) => (value === undefined ? '—' : `${value} ms`);

/** The figures as Markdown tables, ready for the root README. */
export const figuresTable = (
  outages: Outage[],
  classified: ReturnType<typeof classifyReplies>,
  totals: Record<string, string | number>,
) => {
  const lines = [
    '| fault (SIGKILL, then restart) | not ready after | up again after restart | full service again after restart | replies meanwhile |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const outage of outages) {
    const counts = classified.perOutage.get(outage.target) ?? { requests: 0, retryLater: 0, refused: 0 };
    const refused = counts.refused > 0 ? `, ${counts.refused} connections refused (the BFF itself)` : '';
    lines.push(
      `| ${outage.target} | ${ms(outage.notReadyAfterMs)} | ${ms(outage.upAfterMs)} | ${ms(outage.recoveryMs)} | ${counts.requests}: ${counts.retryLater} × 503 + Retry-After${refused} |`,
    );
  }
  lines.push('', '| figure | value |', '| --- | --- |');
  for (const [name, value] of Object.entries(totals)) lines.push(`| ${name} | ${value} |`);
  const statuses = [...classified.statuses].sort().map(([status, count]) => `${status}: ${count}`);
  lines.push('', `replies by status: ${statuses.join(', ')}`);
  return lines.join('\n');
};
