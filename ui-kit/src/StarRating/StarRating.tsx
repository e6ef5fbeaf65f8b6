import { useKitText } from '../text/KitText.tsx';
import styles from './StarRating.module.css';

export interface StarRatingProps {
  /** The average rating, 1 to 5; null when nobody rated yet. */
  average: number | null;
  /** How many ratings the average is of. */
  count: number;
  /** @default 'md' */
  size?: 'sm' | 'md';
}

const STARS = [1, 2, 3, 4, 5];

/**
 * An average rating as five stars filled to the value, with the number and the count beside them; one
 * sentence for assistive technology ("Rated 4.5 out of 5 from 12 reviews").
 */
export function StarRating({ average, count, size = 'md' }: StarRatingProps) {
  const text = useKitText();
  const formatAverage = new Intl.NumberFormat(text.locale ?? 'en', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  if (average === null || count === 0) {
    return (
      <span className={styles.rating} data-size={size} data-empty="">
        {text.noRatingsYet}
      </span>
    );
  }
  return (
    <span
      className={styles.rating}
      data-size={size}
      role="img"
      aria-label={text.rated(formatAverage.format(average), count)}
    >
      <span className={styles.stars} aria-hidden="true">
        {STARS.map((star) => (
          <span
            key={star}
            className={styles.star}
            style={
              { '--fill': `${Math.round(Math.min(Math.max(average - star + 1, 0), 1) * 100)}%` } as never
            }
          >
            ★
          </span>
        ))}
      </span>
      <span className={styles.value} aria-hidden="true">
        {formatAverage.format(average)}
      </span>
      <span className={styles.count} aria-hidden="true">
        ({count})
      </span>
    </span>
  );
}
