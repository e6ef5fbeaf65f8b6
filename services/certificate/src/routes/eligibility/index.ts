import { certificateDownloadUrl, EligibilityParams, EligibilityReply } from '@academy/contracts';
import { type App, assertSelfOrAdmin, notFound, withUser } from '@academy/kit';
import type { CertificateContext } from '../../context.ts';
import { learnerStanding } from '../../queries/standing.ts';

export const registerEligibilityRoutes = (app: App, { db, guards }: CertificateContext) => {
  app.get(
    '/sefacertificate/eligibility/:userId/:courseId',
    { onRequest: guards.user, schema: { params: EligibilityParams, response: { 200: EligibilityReply } } },
    withUser(async (request) => {
      const { userId, courseId } = request.params;
      assertSelfOrAdmin(request.user, userId);
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
    }),
  );
};
