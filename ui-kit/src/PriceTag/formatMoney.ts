/**
 * Formats integer minor units (paise, cents) in an ISO currency. The currency decides how many minor
 * units make one major unit: 999900 INR → ₹9,999.00, 1200 JPY → ¥1,200.
 */
export function formatMoney(minorUnits: number, currency: string, locale?: string): string {
  const formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const fractionDigits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(minorUnits / 10 ** fractionDigits);
}
