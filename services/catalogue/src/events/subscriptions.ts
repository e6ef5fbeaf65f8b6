import { learning } from '@academy/contracts';
import { on, type Subscription } from '@academy/kit';
import { grantCourseAccess, revokeCourseAccess } from './handlers/learning-enrolment.ts';

/** The events the catalogue keeps state from. */
export const subscriptions: Subscription[] = [
  on(learning.enrolmentCreated, grantCourseAccess),
  on(learning.enrolmentRevoked, revokeCourseAccess),
];
