import { addEnglish } from './add-english.ts';

/** The English texts of course reviews: they load with the screens that show them (see add-english.ts). */
export const reviews = {
  reviews: 'Reviews',
  outOf5Stars: '{{rating}} out of 5 stars',
  hidden: 'Hidden',
  showReview: 'Show review',
  hideReview: 'Hide review',
  ratingsAndReviews: 'Ratings and reviews',
  ratingsByStars: 'Ratings by stars',
  stars: '{{stars}} stars',
  yourReview: 'Your review',
  anAdministratorHidYourReview: 'An administrator hid your review; only you can see it.',
  editYourReview: 'Edit your review',
  learnersEnrolledInThisCourse: 'Learners enrolled in this course can rate it.',
  signInAndEnrolTo: 'Sign in and enrol to rate this course.',
  noReviewsYetEnrolledLearners: 'No reviews yet. Enrolled learners: be the first.',
  yourReviewOptional: 'Your review (optional)',
  whatDidYouLearnUp: 'What did you learn? Up to {{REVIEW_TEXT_MAX}} characters.',
  saving: 'Saving...',
  updateReview: 'Update review',
  submitReview: 'Submit review',
  cancel: 'Cancel',
  yourRating: 'Your rating',
  starCount_one: '{{count}} star',
  starCount_other: '{{count}} stars',
} as const;
addEnglish({ reviews });
