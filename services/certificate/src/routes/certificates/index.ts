import type { Readable } from 'node:stream';
import {
  certificateDownloadUrl,
  DownloadParams,
  GenerateCertificateBody,
  GenerateCertificateReply,
  MAX_PG_INTEGER,
} from '@academy/contracts';
import {
  type App,
  assertSelfOrAdmin,
  badRequest,
  conflict,
  forbidden,
  notFound,
  withUser,
} from '@academy/kit';
import { eq } from 'drizzle-orm';
import { issueCertificate } from '../../commands/issue-certificate.ts';
import type { CertificateContext } from '../../context.ts';
import { certificates, learners } from '../../db/schema.ts';
import { downloadFileName, revokedNotice } from '../../domain/certificate-terms.ts';
import { ENROLMENT_ENDED } from '../../domain/enrolment.ts';
import { learnerStanding } from '../../queries/standing.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const NOT_ELIGIBLE = 'Complete all required quizzes to unlock your certificate';

/** `attachment` with an ASCII name for old clients and the exact UTF-8 name for the rest (RFC 6266). */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

export const registerCertificateRoutes = (app: App, context: CertificateContext) => {
  const { db, store, relay, guards } = context;

  app.post(
    '/sefacertificate/generate',
    {
      onRequest: guards.user,
      schema: {
        body: GenerateCertificateBody,
        response: { 200: GenerateCertificateReply },
      },
    },
    withUser(async (request) => {
      const { userId, courseId: rawCourseId } = request.body;
      if (!userId || rawCourseId === undefined || rawCourseId === '') {
        throw badRequest('Missing required information', 'MISSING_INFORMATION');
      }
      if (!UUID.test(userId)) throw badRequest('userId must be a user id');
      const courseId = Number(rawCourseId);
      if (!Number.isInteger(courseId) || courseId < 1 || courseId > MAX_PG_INTEGER) {
        throw badRequest('courseId must be a course id');
      }
      assertSelfOrAdmin(request.user, userId);

      const standing = await learnerStanding(db, userId, courseId);
      if (!standing) throw notFound('Course not found');
      if (!standing.certificate && !standing.enrolled) throw forbidden(ENROLMENT_ENDED);
      if (!standing.certificate && !standing.isEligible) throw forbidden(NOT_ELIGIBLE);
      const [learner] = await db.select().from(learners).where(eq(learners.userId, userId));
      if (!standing.certificate && !learner) {
        throw conflict('Your profile has not reached the certificate service yet; try again shortly');
      }
      const { certificate, created } = await issueCertificate(
        context,
        { userId, fullName: learner?.fullName ?? '', course: standing.course },
        request.id,
      );
      if (created) relay.wake();
      return {
        success: true,
        message: created ? 'Certificate generated successfully' : 'Certificate already generated',
        data: {
          certificateUrl: certificateDownloadUrl(certificate.certificateNumber),
          certificateNumber: certificate.certificateNumber,
          issuedAt: certificate.issuedAt.toISOString(),
          expiresAt: certificate.expiresAt.toISOString(),
        },
      };
    }),
  );

  app.get(
    '/sefacertificate/download/:file',
    { onRequest: guards.user, schema: { params: DownloadParams } },
    withUser(async (request, reply) => {
      const certificateNumber = request.params.file.replace(/\.pdf$/, '');
      const [certificate] = await db
        .select()
        .from(certificates)
        .where(eq(certificates.certificateNumber, certificateNumber));
      if (!certificate) throw notFound('Certificate not found');
      assertSelfOrAdmin(request.user, certificate.userId);
      if (certificate.revokedAt && certificate.revocationReason) {
        throw forbidden(revokedNotice(certificate.revokedAt, certificate.revocationReason));
      }
      const pdf = await store.read(certificate.pdfKey);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(downloadFileName(certificate.fullName)))
        .header('cache-control', 'private, no-store')
        .send(pdf as Readable);
    }),
  );
};
