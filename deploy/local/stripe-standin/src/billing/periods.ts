import type { SubscriptionItem } from '../objects.ts';

/** Adds whole months or years to a Unix time in UTC, keeping the day of month (clamped, as Stripe bills). */
export const addInterval = (time: number, interval: 'month' | 'year', count = 1) => {
  const start = new Date(time * 1000);
  const months = interval === 'year' ? 12 * count : count;
  const target = new Date(start.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
};

/** Moves each item of a subscription on to its next period (a renewal, or the preview of one). */
export const advancePeriods = (items: { data: SubscriptionItem[] }) => {
  for (const item of items.data) {
    const recurring = item.price.recurring!;
    item.current_period_start = item.current_period_end;
    item.current_period_end = addInterval(
      item.current_period_end,
      recurring.interval,
      recurring.interval_count,
    );
  }
};

/** The share of a period still ahead at `time`, for prorations (0 to 1). */
export const remainingShare = (time: number, period: { start: number; end: number }) =>
  Math.min(Math.max((period.end - time) / (period.end - period.start), 0), 1);
