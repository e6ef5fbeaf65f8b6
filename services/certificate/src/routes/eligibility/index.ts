import { certificateDownloadUrl, EligibilityParams, EligibilityReply } from '@academy/contracts';
import { type App, assertSelfOrAdmin, batchedCall, notFound, withUser } from '@academy/kit';
import type { CertificateContext } from '../../context.ts';
import { learnerStanding } from '../../queries/standing.ts';

export const registerEligibilityRoutes = (app: App, { db, guards }: CertificateContext) => {
  /** Whether a learner may have the course's certificate: the caller's own, unless an ADMIN asks. */
  const eligibility = batchedCall({
    input: EligibilityParams,
    reply: EligibilityReply,
    run: async (user, { userId, courseId }) => {
      assertSelfOrAdmin(user, userId);
      const standing = await learnerStanding(db, userId, courseId);
      if (!standing) throw notFound('Course not found');
      // A certificate once earned stays earned, even if the course later requires more quizzes or the
      // subscription that opened it ended; a revoked one (the course was refunded) is no certificate.
      const certificate = standing.certificate?.revokedAt ? undefined : standing.certificate;
      return {
        success: true,
        data: {
          isEligible: standing.isEligible || certificate !== undefined,
          certificateUrl: certificate ? certificateDownloadUrl(certificate.certificateNumber) : null,
          completedQuizzes: standing.completedQuizzes,
          totalQuizzes: standing.totalQuizzes,
        },
      };
    },
  });
  app.get(
    '/sefacertificate/eligibility/:userId/:courseId',
    { onRequest: guards.user, schema: { params: EligibilityParams, response: { 200: EligibilityReply } } },
    withUser((request) => eligibility.run(request.user, request.params, request)),
  );
  return { eligibility };
};
