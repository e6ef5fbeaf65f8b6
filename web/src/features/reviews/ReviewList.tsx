import type { Review } from '@academy/contracts';
import { Badge, Button, Group, Stack } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message.ts';
import { formatDate } from '../../shared/dates.ts';
import { notify } from '../../shared/notify.tsx';
import textStyles from '../../shared/text.module.css';
import styles from './reviews.module.css';
import { useSetReviewHiddenMutation } from './reviewsApi.ts';
import '../../shared/i18n/en-screens/reviews.ts';
import pageStyles from '../../shared/page.module.css';

export interface ReviewListProps {
  courseId: number;
  reviews: readonly Review[];
  /** Administrators may hide a review (or show it again). */
  moderating: boolean;
}

/** Reviews, newest first: who, how many stars, when, what they wrote. */
export function ReviewList({ courseId, reviews, moderating }: ReviewListProps) {
  const { t } = useTranslation();
  const [setHidden, { isLoading }] = useSetReviewHiddenMutation();
  const toggle = async (review: Review) => {
    try {
      const reply = await setHidden({ courseId, reviewId: review.id, hidden: !review.hidden }).unwrap();
      notify(
        'success',
        reply.message,
        review.hidden ? 'Everyone sees it again.' : 'Only its author sees it now.',
      );
    } catch (failure) {
      notify('error', errorMessage(failure, 'Failed to change the review'), 'Please try again');
    }
  };
  return (
    <Stack gap="4" as="ul" aria-label={t('reviews.reviews')}>
      {reviews.map((review) => (
        <Stack
          gap="2"
          align="start"
          as="li"
          key={review.id}
          className={`${pageStyles.ruledAbove} ${styles.review}`}
          data-hidden={review.hidden ? '' : undefined}
        >
          <Group gap="3" rowGap="2">
            <strong>{review.authorName}</strong>
            <span
              className={styles.given}
              role="img"
              aria-label={t('reviews.outOf5Stars', { rating: review.rating })}
            >
              {'★'.repeat(review.rating)}
              <span className={styles.notGiven}>{'★'.repeat(5 - review.rating)}</span>
            </span>
            <span className={textStyles.muted}>{formatDate(review.updatedAt)}</span>
            {review.hidden ? <Badge tone="warning">{t('reviews.hidden')}</Badge> : null}
          </Group>
          {review.text ? <p className={styles.reviewText}>{review.text}</p> : null}
          {moderating ? (
            <Button size="sm" variant="secondary" busy={isLoading} onClick={() => void toggle(review)}>
              {review.hidden ? t('reviews.showReview') : t('reviews.hideReview')}
            </Button>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}
