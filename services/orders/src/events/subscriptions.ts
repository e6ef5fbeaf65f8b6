import { auth, catalogue, certificate, learning } from '@academy/contracts';
import { type connectPlatform, forgetEnrolment, keepEnrolment } from '@academy/kit';
import { keepBuyer } from './handlers/auth-user.ts';
import { forgetCourse, keepCourse } from './handlers/catalogue-course.ts';
import { recordCertificate } from './handlers/certificate-certificate.ts';

type Consuming = Pick<Awaited<ReturnType<typeof connectPlatform>>, 'consume'>;

/** What orders keeps from other contexts: courses and prices, buyers, issued certificates, enrolments. */
export const registerSubscriptions = async (platform: Consuming) => {
  await platform.consume(catalogue.coursePublished, keepCourse);
  await platform.consume(catalogue.courseUpdated, keepCourse);
  await platform.consume(catalogue.courseDeleted, forgetCourse);
  await platform.consume(auth.userRegistered, keepBuyer);
  await platform.consume(auth.userUpdated, keepBuyer);
  await platform.consume(certificate.certificateIssued, recordCertificate);
  await platform.consume(learning.enrolmentCreated, keepEnrolment);
  await platform.consume(learning.enrolmentRevoked, forgetEnrolment);
};
