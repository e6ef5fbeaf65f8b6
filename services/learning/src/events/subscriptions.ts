import { catalogue, certificate, orders } from '@academy/contracts';
import { keepAuthUsers, on, onCatalogueCourse, type Subscription } from '@academy/kit';
import { deletedCourses, learners } from '../db/schema.ts';
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
  ...onCatalogueCourse(keepCourse, forgetCourse, deletedCourses),
  on(catalogue.quizUpdated, keepQuiz),
  // Learners' names and e-mail addresses, for administrators' reports.
  ...keepAuthUsers(learners, ({ fullName, email }) => ({ fullName, email })),
  on(certificate.certificateIssued, recordCertificateIssued),
  on(orders.orderPaid, enrolPaidCourses),
  on(orders.orderRefunded, revokeRefundedCourses),
  on(orders.subscriptionChanged, keepSubscription),
];
