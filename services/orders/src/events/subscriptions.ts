import { certificate, learning } from '@academy/contracts';
import { on, onAuthUser, onCatalogueCourse, onEnrolments, type Subscription } from '@academy/kit';
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
  ...onEnrolments(),
  on(learning.voucherRedeemed, recordVoucherRedeemed),
];
