import { auth, certificate, learning } from '@academy/contracts';
import { forgetEnrolment, keepEnrolment, on, onCatalogueCourse, type Subscription } from '@academy/kit';
import { keepBuyer } from './handlers/auth-user.ts';
import { forgetCourse, keepCourse } from './handlers/catalogue-course.ts';
import { recordCertificate } from './handlers/certificate-certificate.ts';

/** What orders keeps from other contexts: courses and prices, buyers, issued certificates, enrolments. */
export const subscriptions: Subscription[] = [
  ...onCatalogueCourse(keepCourse, forgetCourse),
  on(auth.userRegistered, keepBuyer),
  on(auth.userUpdated, keepBuyer),
  on(certificate.certificateIssued, recordCertificate),
  on(learning.enrolmentCreated, keepEnrolment),
  on(learning.enrolmentRevoked, forgetEnrolment),
];
