import { auth, learning } from '@academy/contracts';
import { on, onCatalogueCourse, type Subscription } from '@academy/kit';
import { keepLearnerName } from './handlers/auth-user.ts';
import { forgetCourse, keepCourse } from './handlers/catalogue-course.ts';
import { recordQuizPassed } from './handlers/learning-quiz.ts';

/** What certificates are decided and printed from: required quizzes, passed quizzes, names. */
export const subscriptions: Subscription[] = [
  ...onCatalogueCourse(keepCourse, forgetCourse),
  on(auth.userRegistered, keepLearnerName),
  on(auth.userUpdated, keepLearnerName),
  on(learning.quizPassed, recordQuizPassed),
];
