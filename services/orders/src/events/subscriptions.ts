import { certificate } from '@academy/contracts';
import { on, onAuthUser, onCatalogueCourse, onEnrolments, type Subscription } from '@academy/kit';
import { keepBuyer } from './handlers/auth-user.ts';
import { forgetCourse, keepCourse } from './handlers/catalogue-course.ts';
import { recordCertificate } from './handlers/certificate-certificate.ts';

/** What orders keeps from other contexts: courses and prices, buyers, issued certificates, enrolments. */
export const subscriptions: Subscription[] = [
  ...onCatalogueCourse(keepCourse, forgetCourse),
  ...onAuthUser(keepBuyer),
  on(certificate.certificateIssued, recordCertificate),
  ...onEnrolments(),
];
