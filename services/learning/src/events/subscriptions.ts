import { catalogue, certificate, orders } from '@academy/contracts';
import { on, onAuthUser, onCatalogueCourse, type Subscription } from '@academy/kit';
import { keepLearner } from './handlers/auth-user.ts';
import { forgetCourse, keepCourse } from './handlers/catalogue-course.ts';
import { keepQuiz } from './handlers/catalogue-quiz.ts';
import { recordCertificateIssued } from './handlers/certificate-certificate.ts';
import { enrolPaidCourses, revokeRefundedCourses } from './handlers/orders-order.ts';
import { keepSubscription } from './handlers/orders-subscription.ts';

/**
 * The state learning keeps from other contexts: courses and quiz answer keys, learners' names, certificates,
 * orders, subscriptions.
 */
export const subscriptions: Subscription[] = [
  ...onCatalogueCourse(keepCourse, forgetCourse),
  on(catalogue.quizUpdated, keepQuiz),
  ...onAuthUser(keepLearner),
  on(certificate.certificateIssued, recordCertificateIssued),
  on(orders.orderPaid, enrolPaidCourses),
  on(orders.orderRefunded, revokeRefundedCourses),
  on(orders.subscriptionChanged, keepSubscription),
];
