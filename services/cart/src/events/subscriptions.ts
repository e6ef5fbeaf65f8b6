import { orders } from '@academy/contracts';
import { on, onCatalogueCourse, type Subscription } from '@academy/kit';
import { ownedCourseCopy } from '../db/owned-courses.ts';
import { deletedCourses } from '../db/schema.ts';
import { forgetCourse, keepCourse } from './handlers/catalogue-course.ts';
import { keepOwnership } from './handlers/learning-enrolment.ts';
import { removePaidLines } from './handlers/orders-order.ts';

/** The state the cart keeps from other contexts: course facts, what each learner owns, paid orders. */
export const subscriptions: Subscription[] = [
  ...onCatalogueCourse(keepCourse, forgetCourse, deletedCourses),
  ...ownedCourseCopy.subscriptions(keepOwnership),
  on(orders.orderPaid, removePaidLines),
];
