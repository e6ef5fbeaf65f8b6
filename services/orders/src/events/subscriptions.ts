import { certificate, learning } from '@academy/contracts';
import { keepAuthUsers, on, onCatalogueCourse, type Subscription } from '@academy/kit';
import { ownedCourseCopy } from '../db/owned-courses.ts';
import { buyers, deletedCourses } from '../db/schema.ts';
import { forgetCourse, keepCourse } from './handlers/catalogue-course.ts';
import { recordCertificate } from './handlers/certificate-certificate.ts';
import { recordVoucherRedeemed } from './handlers/learning-voucher.ts';

/**
 * What orders keeps from other contexts: courses and prices, buyers, issued certificates, enrolments,
 * redeemed vouchers.
 */
export const subscriptions: Subscription[] = [
  ...onCatalogueCourse(keepCourse, forgetCourse, deletedCourses),
  // Buyers' names and e-mail addresses, for checkout and invoices.
  ...keepAuthUsers(buyers, ({ fullName, email }) => ({ fullName, email })),
  on(certificate.certificateIssued, recordCertificate),
  ...ownedCourseCopy.subscriptions(),
  on(learning.voucherRedeemed, recordVoucherRedeemed),
];
