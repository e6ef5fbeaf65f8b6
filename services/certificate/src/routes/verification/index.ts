import { CertificateNumberParams, VerifyParams, VerifyReply } from '@academy/contracts';
import { type App, notFound } from '@academy/kit';
import { eq } from 'drizzle-orm';
import { certificatePreview } from '../../commands/certificate-preview.ts';
import type { CertificateContext } from '../../context.ts';
import { certificates } from '../../db/schema.ts';
import { revocationReasonText, verificationStatus } from '../../domain/certificate-terms.ts';

const UNKNOWN = {
  status: 'unknown',
  fullName: null,
  courseName: null,
  courseCode: null,
  issuedAt: null,
  expiresAt: null,
} as const;

/** Public: anyone holding a certificate number may check it; the reply says no more than the paper. */
export const registerVerificationRoutes = (app: App, context: CertificateContext) => {
  const { db } = context;
  app.get(
    '/certificates/verify/:certificateNumber',
    { config: { access: 'public' }, schema: { params: VerifyParams, response: { 200: VerifyReply } } },
    async (request) => {
      const number = request.params.certificateNumber.trim().toUpperCase();
      const [certificate] = await db
        .select()
        .from(certificates)
        .where(eq(certificates.certificateNumber, number));
      if (!certificate) return UNKNOWN;
      const { revokedAt, revocationReason } = certificate;
      return {
        status: verificationStatus(certificate, new Date()),
        fullName: certificate.fullName,
        courseName: certificate.courseName,
        courseCode: certificate.courseCode,
        issuedAt: certificate.issuedAt.toISOString(),
        expiresAt: certificate.expiresAt.toISOString(),
        ...(revokedAt && revocationReason
          ? { revokedAt: revokedAt.toISOString(), revocationReason: revocationReasonText(revocationReason) }
          : {}),
      };
    },
  );

  // The image the public verification page's link preview shows: the certificate as printed.
  app.get(
    '/certificates/:certificateNumber/preview.png',
    { config: { access: 'public' }, schema: { params: CertificateNumberParams } },
    async (request, reply) => {
      const image = await certificatePreview(context, request.params.certificateNumber);
      if (!image) throw notFound('Certificate not found');
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(image);
    },
  );
};
