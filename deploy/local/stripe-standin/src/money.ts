/** Minor units formatted for the currency (`1999 eur` → `€19.99`). */
export const formatMoney = (amount: number, currency: string) => {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
};
