import { bffApi } from './bffApi.ts';

/**
 * The BFF slice with the tags of a learner's course work. Learning, certificate and progress screens
 * inject their endpoints here, so a passed quiz can refresh progress, eligibility and the dashboard.
 */
export const learningApiBase = bffApi.enhanceEndpoints({
  addTagTypes: [
    'CourseDetails',
    'QuizAttempts',
    'CourseProgress',
    'Eligibility',
    'StudentProgress',
    // Shared with the course pages: it marks the enrolled-course list, whose progress figures move too.
    'Enrolment',
    // A learner's running exam attempt, read again when the quiz's live stream says it may have changed.
    'RunningAttempt',
  ],
});

/** Everything a finished piece of course work changes. */
export const AFTER_COURSE_WORK = ['CourseProgress', 'Eligibility', 'StudentProgress', 'Enrolment'] as const;
