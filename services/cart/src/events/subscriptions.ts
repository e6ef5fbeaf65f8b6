import { catalogue, learning, orders } from '@academy/contracts';
import { type connectPlatform, forgetEnrolment } from '@academy/kit';
import { forgetCourse, keepCourse } from './handlers/catalogue-course.ts';
import { keepOwnership } from './handlers/learning-enrolment.ts';
import { removePaidLines } from './handlers/orders-order.ts';

type Consuming = Pick<Awaited<ReturnType<typeof connectPlatform>>, 'consume'>;

/** The state the cart keeps from other contexts: course facts, what each learner owns, paid orders. */
export const registerSubscriptions = async (platform: Consuming) => {
  await platform.consume(catalogue.coursePublished, keepCourse);
  await platform.consume(catalogue.courseUpdated, keepCourse);
  await platform.consume(catalogue.courseDeleted, forgetCourse);
  await platform.consume(learning.enrolmentCreated, keepOwnership);
  await platform.consume(learning.enrolmentRevoked, forgetEnrolment);
  await platform.consume(orders.orderPaid, removePaidLines);
};
