/** Whole currency units on the revenue chart's axis, however many minor units the currency has. */
export interface RevenueAxis {
  /** Top of the scale when nothing was sold (undefined: fit the bars). */
  suggestedMax: number | undefined;
  /** An axis value (minor units) as a label: ₹1,000 rather than ₹1,000.00. */
  label(minorUnits: number): string;
}

/** A year without sales still gets a readable ₹0–₹1,000 axis (Chart.js would draw ₹0.00 to ₹0.01). */
const EMPTY_SCALE_MAJOR_UNITS = 1000;

export function revenueAxis(sales: readonly number[], currency: string, locale?: string): RevenueAxis {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const minorPerMajor = 10 ** (money.resolvedOptions().maximumFractionDigits ?? 2);
  const whole = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
  return {
    suggestedMax: sales.some((amount) => amount > 0) ? undefined : EMPTY_SCALE_MAJOR_UNITS * minorPerMajor,
    label: (minorUnits) => whole.format(minorUnits / minorPerMajor),
  };
}

export const hasSales = (sales: readonly number[]) => sales.some((amount) => amount !== 0);
