import { catalogue, certificate, orders } from '@academy/contracts';
import type { connectPlatform } from '@academy/kit';
import { forgetCourse, keepCourse } from './handlers/catalogue-course.ts';
import { keepQuiz } from './handlers/catalogue-quiz.ts';
import { recordCertificateIssued } from './handlers/certificate-certificate.ts';
import { enrolPaidCourses, revokeRefundedCourses } from './handlers/orders-order.ts';
import { keepSubscription } from './handlers/orders-subscription.ts';

type Consuming = Pick<Awaited<ReturnType<typeof connectPlatform>>, 'consume'>;

/** The state learning keeps from other contexts: courses and quiz answer keys, certificates, orders, subscriptions. */
export const registerSubscriptions = async (platform: Consuming) => {
  await platform.consume(catalogue.coursePublished, keepCourse);
  await platform.consume(catalogue.courseUpdated, keepCourse);
  await platform.consume(catalogue.courseDeleted, forgetCourse);
  await platform.consume(catalogue.quizUpdated, keepQuiz);
  await platform.consume(certificate.certificateIssued, recordCertificateIssued);
  await platform.consume(orders.orderPaid, enrolPaidCourses);
  await platform.consume(orders.orderRefunded, revokeRefundedCourses);
  await platform.consume(orders.subscriptionChanged, keepSubscription);
};
