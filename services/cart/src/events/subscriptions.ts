import { learning, orders } from '@academy/contracts';
import { forgetEnrolment, on, onCatalogueCourse, type Subscription } from '@academy/kit';
import { forgetCourse, keepCourse } from './handlers/catalogue-course.ts';
import { keepOwnership } from './handlers/learning-enrolment.ts';
import { removePaidLines } from './handlers/orders-order.ts';

/** The state the cart keeps from other contexts: course facts, what each learner owns, paid orders. */
export const subscriptions: Subscription[] = [
  ...onCatalogueCourse(keepCourse, forgetCourse),
  on(learning.enrolmentCreated, keepOwnership),
  on(learning.enrolmentRevoked, forgetEnrolment),
  on(orders.orderPaid, removePaidLines),
];
