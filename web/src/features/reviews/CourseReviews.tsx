import { Button, Card, StarRating } from '@academy/ui-kit';
import { useState } from 'react';
import { useEnrolment } from '../courses/useEnrolment.ts';
import { ReviewForm } from './ReviewForm.tsx';
import { ReviewList } from './ReviewList.tsx';
import styles from './reviews.module.css';
import { useCourseReviewsQuery } from './reviewsApi.ts';

/** A course page's ratings: the average and how the stars fall, the learner's own review, then everyone's. */
export function CourseReviews({ courseId }: { courseId: number }) {
  const { data } = useCourseReviewsQuery(courseId);
  const { isEnrolled, isAdmin, isLoggedIn } = useEnrolment(courseId);
  const [editing, setEditing] = useState(false);
  if (!data) return null;
  const { summary, mine } = data;
  const others = data.reviews.filter((review) => review.id !== mine?.id);
  return (
    <Card padding="lg">
      <section aria-labelledby="course-reviews" className={styles.section}>
        <h2 id="course-reviews" className={styles.title}>
          Ratings and reviews
        </h2>
        <div className={styles.summary}>
          <StarRating average={summary.average} count={summary.count} />
          {summary.count > 0 ? (
            <ol className={styles.bars} aria-label="Ratings by stars">
              {[5, 4, 3, 2, 1].map((stars) => (
                <li key={stars} className={styles.bar}>
                  <span>{stars} ★</span>
                  <progress
                    max={summary.count}
                    value={summary.stars[stars - 1]}
                    aria-label={`${stars} stars`}
                  />
                  <span className={styles.muted}>{summary.stars[stars - 1]}</span>
                </li>
              ))}
            </ol>
          ) : null}
        </div>
        {isEnrolled ? (
          mine && !editing ? (
            <div className={styles.mine}>
              <h3 className={styles.subtitle}>Your review</h3>
              {mine.hidden ? (
                <p className={styles.muted}>An administrator hid your review; only you can see it.</p>
              ) : null}
              <ReviewList courseId={courseId} reviews={[mine]} moderating={false} />
              <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                Edit your review
              </Button>
            </div>
          ) : (
            <ReviewForm
              key={mine?.updatedAt ?? 'new'}
              courseId={courseId}
              mine={mine}
              onDone={() => setEditing(false)}
            />
          )
        ) : (
          <p className={styles.muted}>
            {isLoggedIn
              ? 'Learners enrolled in this course can rate it.'
              : 'Sign in and enrol to rate this course.'}
          </p>
        )}
        {others.length > 0 ? (
          <ReviewList courseId={courseId} reviews={others} moderating={isAdmin} />
        ) : summary.count === 0 && !mine ? (
          <p className={styles.muted}>No reviews yet. Enrolled learners: be the first.</p>
        ) : null}
      </section>
    </Card>
  );
}
