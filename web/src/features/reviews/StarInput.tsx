import { Group, visuallyHidden } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import formStyles from '../../shared/form.module.css';
import styles from './reviews.module.css';
import '../../shared/i18n/en-screens/reviews.ts';

export interface StarInputProps {
  value: number;
  onChange: (rating: number) => void;
  error?: string;
}

const STARS = [1, 2, 3, 4, 5];

/** Five stars to choose from: a radio group, so arrows and screen readers work as for any choice. */
export function StarInput({ value, onChange, error }: StarInputProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={formStyles.fieldset} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{t('reviews.yourRating')}</legend>
      <Group gap="1" align="stretch" wrap={false}>
        {STARS.map((star) => (
          <label key={star} className={styles.star} data-on={star <= value ? '' : undefined}>
            <input
              type="radio"
              name="rating"
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className={visuallyHidden}
            />
            <span aria-hidden="true">★</span>
            <span className={visuallyHidden}>{t('reviews.starCount', { count: star })}</span>
          </label>
        ))}
      </Group>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
