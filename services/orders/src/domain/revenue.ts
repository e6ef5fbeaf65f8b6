/** Revenue by month, without I/O: the last twelve months and the net sales of each. */

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface Month {
  /** 'YYYY-MM' in UTC. */
  key: string;
  /** 'Nov 2026'. */
  label: string;
}

/** The `count` months up to and including the month of `now` (UTC), oldest first. */
export const lastMonths = (now: Date, count = 12): Month[] =>
  Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1));
    const month = date.getUTCMonth();
    return {
      key: `${date.getUTCFullYear()}-${String(month + 1).padStart(2, '0')}`,
      label: `${MONTH_NAMES[month]} ${date.getUTCFullYear()}`,
    };
  });

export interface MoneyMovement {
  kind: 'payment' | 'refund';
  amountMinor: number;
  currency: string;
  at: Date;
  /** How many payments or refunds this movement sums (1 for a single one). */
  count?: number;
}

const monthKey = (at: Date) => `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;

/** Payments less refunds per month in one currency; a refund counts in the month it was made. */
export const netSalesByMonth = (movements: MoneyMovement[], months: Month[], currency: string) => {
  const totals = new Map(months.map((month) => [month.key, 0]));
  for (const movement of movements) {
    const key = monthKey(movement.at);
    const total = totals.get(key);
    if (total === undefined || movement.currency.toUpperCase() !== currency.toUpperCase()) continue;
    totals.set(key, total + (movement.kind === 'refund' ? -movement.amountMinor : movement.amountMinor));
  }
  return months.map((month) => totals.get(month.key) ?? 0);
};

/** The currency most payments were made in (the chart's), or `fallback` when nothing moved. */
export const mainCurrency = (movements: MoneyMovement[], fallback: string) => {
  const counts = new Map<string, number>();
  for (const { currency, count = 1 } of movements) counts.set(currency, (counts.get(currency) ?? 0) + count);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? fallback;
};
