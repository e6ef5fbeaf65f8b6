import { learning } from '@academy/contracts';
import { keepAuthUsers, on, onCatalogueCourse, type Subscription } from '@academy/kit';
import { deletedCourses, learners } from '../db/schema.ts';
import { forgetCourse, keepCourse } from './handlers/catalogue-course.ts';
import { endEnrolment, recordEnrolment } from './handlers/learning-enrolment.ts';
import { recordQuizPassed } from './handlers/learning-quiz.ts';

/** What certificates are decided and printed from: required quizzes, passed quizzes, enrolments, names. */
export const subscriptions: Subscription[] = [
  ...onCatalogueCourse(keepCourse, forgetCourse, deletedCourses),
  // The name printed on the learner's next certificate.
  ...keepAuthUsers(learners, ({ fullName }) => ({ fullName })),
  on(learning.quizPassed, recordQuizPassed),
  on(learning.enrolmentCreated, recordEnrolment),
  on(learning.enrolmentRevoked, endEnrolment),
];
