import { bffApi } from '../../api/bffApi.ts';

/**
 * The BFF slice with the tags of a learner's course work. Learning, certificate and progress screens
 * inject their endpoints here, so a passed quiz can refresh progress, eligibility and the dashboard.
 */
export const learningApiBase = bffApi.enhanceEndpoints({
  addTagTypes: [
    'CourseDetails',
    'Completions',
    'QuizAttempts',
    'CourseProgress',
    'Eligibility',
    'StudentProgress',
  ],
});

/** Everything a finished piece of course work changes. */
export const AFTER_COURSE_WORK = ['Completions', 'CourseProgress', 'Eligibility', 'StudentProgress'] as const;
