export { formatMoney } from './formatMoney.ts';
export { PriceTag, type PriceTagProps } from './PriceTag.tsx';
