import { VisuallyHidden } from 'radix-ui';
import { useKitText } from '../text/KitText.tsx';
import { formatMoney } from './formatMoney.ts';
import styles from './PriceTag.module.css';

export interface PriceTagProps {
  /** The price in integer minor units (paise, cents). */
  amount: number;
  /** ISO 4217 code, e.g. 'INR'. */
  currency: string;
  /** The price before a discount, in minor units; shown struck through when higher than `amount`. */
  originalAmount?: number;
  /** Defaults to the locale of `KitTextProvider`, else the browser's. */
  locale?: string;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
}

export function PriceTag({
  amount,
  currency,
  originalAmount,
  locale: givenLocale,
  size = 'md',
}: PriceTagProps) {
  const text = useKitText();
  const locale = givenLocale ?? text.locale;
  const discounted = originalAmount !== undefined && originalAmount > amount;
  return (
    <span className={styles.priceTag} data-size={size}>
      <span className={styles.price}>
        {discounted ? <VisuallyHidden.Root>{text.price}</VisuallyHidden.Root> : null}
        {formatMoney(amount, currency, locale)}
      </span>
      {discounted ? (
        <s className={styles.original}>
          <VisuallyHidden.Root>{text.originalPrice}</VisuallyHidden.Root>
          {formatMoney(originalAmount, currency, locale)}
        </s>
      ) : null}
    </span>
  );
}
