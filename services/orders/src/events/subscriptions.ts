import { certificate, learning } from '@academy/contracts';
import { on, onAuthUser, onCatalogueCourse, type Subscription } from '@academy/kit';
import { ownedCourseCopy } from '../db/owned-courses.ts';
import { keepBuyer } from './handlers/auth-user.ts';
import { forgetCourse, keepCourse } from './handlers/catalogue-course.ts';
import { recordCertificate } from './handlers/certificate-certificate.ts';
import { recordVoucherRedeemed } from './handlers/learning-voucher.ts';

/**
 * What orders keeps from other contexts: courses and prices, buyers, issued certificates, enrolments,
 * redeemed vouchers.
 */
export const subscriptions: Subscription[] = [
  ...onCatalogueCourse(keepCourse, forgetCourse),
  ...onAuthUser(keepBuyer),
  on(certificate.certificateIssued, recordCertificate),
  ...ownedCourseCopy.subscriptions(),
  on(learning.voucherRedeemed, recordVoucherRedeemed),
];
