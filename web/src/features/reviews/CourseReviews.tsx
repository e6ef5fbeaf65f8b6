import { Button, Card, Group, Stack, StarRating } from '@academy/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import textStyles from '../../shared/text.module.css';
import { useEnrolment } from '../courses/useEnrolment.ts';
import { ReviewForm } from './ReviewForm.tsx';
import { ReviewList } from './ReviewList.tsx';
import styles from './reviews.module.css';
import { useCourseReviewsQuery } from './reviewsApi.ts';
import '../../shared/i18n/en-screens/reviews.ts';

/** A course page's ratings: the average and how the stars fall, the learner's own review, then everyone's. */
export function CourseReviews({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const { data } = useCourseReviewsQuery(courseId);
  const { isEnrolled, isAdmin, isLoggedIn } = useEnrolment(courseId);
  const [editing, setEditing] = useState(false);
  if (!data) return null;
  const { summary, mine } = data;
  const others = data.reviews.filter((review) => review.id !== mine?.id);
  return (
    <Card padding="lg">
      <Stack gap="5" as="section" aria-labelledby="course-reviews">
        <h2 id="course-reviews" className={textStyles.titleLg}>
          {t('reviews.ratingsAndReviews')}
        </h2>
        <Group gap="6">
          <StarRating average={summary.average} count={summary.count} />
          {summary.count > 0 ? (
            <Stack as="ol" gap="1" className={styles.bars} aria-label={t('reviews.ratingsByStars')}>
              {[5, 4, 3, 2, 1].map((stars) => (
                <li key={stars} className={styles.bar}>
                  <span>{stars} ★</span>
                  <progress
                    max={summary.count}
                    value={summary.stars[stars - 1]}
                    aria-label={t('reviews.stars', { stars })}
                  />
                  <span className={textStyles.muted}>{summary.stars[stars - 1]}</span>
                </li>
              ))}
            </Stack>
          ) : null}
        </Group>
        {isEnrolled ? (
          mine && !editing ? (
            <Stack gap="3" align="start">
              <h3 className={textStyles.titleMd}>{t('reviews.yourReview')}</h3>
              {mine.hidden ? (
                <p className={textStyles.muted}>{t('reviews.anAdministratorHidYourReview')}</p>
              ) : null}
              <ReviewList courseId={courseId} reviews={[mine]} moderating={false} />
              <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                {t('reviews.editYourReview')}
              </Button>
            </Stack>
          ) : (
            <ReviewForm
              key={mine?.updatedAt ?? 'new'}
              courseId={courseId}
              mine={mine}
              onDone={() => setEditing(false)}
            />
          )
        ) : (
          <p className={textStyles.muted}>
            {isLoggedIn ? t('reviews.learnersEnrolledInThisCourse') : t('reviews.signInAndEnrolTo')}
          </p>
        )}
        {others.length > 0 ? (
          <ReviewList courseId={courseId} reviews={others} moderating={isAdmin} />
        ) : summary.count === 0 && !mine ? (
          <p className={textStyles.muted}>{t('reviews.noReviewsYetEnrolledLearners')}</p>
        ) : null}
      </Stack>
    </Card>
  );
}
