import { learning, orders } from '@academy/contracts';
import { on, onCatalogueCourse, type Subscription } from '@academy/kit';
import { forgetCourse, keepCourse } from './handlers/catalogue-course.ts';
import { forgetOwnership, keepOwnership } from './handlers/learning-enrolment.ts';
import { removePaidLines } from './handlers/orders-order.ts';

/** The state the cart keeps from other contexts: course facts, what each learner owns, paid orders. */
export const subscriptions: Subscription[] = [
  ...onCatalogueCourse(keepCourse, forgetCourse),
  on(learning.enrolmentCreated, keepOwnership),
  on(learning.enrolmentRevoked, forgetOwnership),
  on(orders.orderPaid, removePaidLines),
];
