import { certificate, certificateFileName } from '@academy/contracts';
import { businessMetrics, enqueueEvent, forbidden } from '@academy/kit';
import { and, eq } from 'drizzle-orm';
import type { CertificateContext } from '../context.ts';
import { lockLearnerCourse } from '../db/learner-course-lock.ts';
import { certificates } from '../db/schema.ts';
import {
  expiryDate,
  newCertificateNumber,
  revokedNotice,
  VALIDITY_YEARS,
  validityLabel,
  verificationUrl,
} from '../domain/certificate-terms.ts';
import { ENROLMENT_ENDED, stillEnrolled } from '../domain/enrolment.ts';
import { renderCertificatePdf } from '../pdf/render-certificate.ts';
import { keptEnrolment } from '../queries/enrolments.ts';

export interface IssueInput {
  userId: string;
  fullName: string;
  course: { id: number; title: string; courseCode: string | null };
}

/**
 * Issues a learner's certificate for a course exactly once. Requests for one (learner, course) queue
 * on its lock, so a racing request finds the winner's row and only the winner renders and stores a
 * PDF. The same lock orders issuing against the end of the enrolment: an enrolment that has ended
 * refuses the issue, and one that ends afterwards finds the certificate (and revokes it on a refund).
 * The PDF is stored before the row commits, so a committed certificate always has its file; when the
 * commit fails after all, the file is removed.
 */
export const issueCertificate = async (
  { db, store, config }: Pick<CertificateContext, 'db' | 'store' | 'config'>,
  input: IssueInput,
  correlationId?: string,
) => {
  let storedKey: string | undefined;
  try {
    return await issueInTransaction();
  } catch (error) {
    if (storedKey) await store.remove(storedKey).catch(() => undefined);
    throw error;
  }

  function issueInTransaction() {
    return db.transaction(async (tx) => {
      await lockLearnerCourse(tx, input.userId, input.course.id);
      const [existing] = await tx
        .select()
        .from(certificates)
        .where(and(eq(certificates.userId, input.userId), eq(certificates.courseId, input.course.id)));
      if (existing?.revokedAt && existing.revocationReason) {
        throw forbidden(revokedNotice(existing.revokedAt, existing.revocationReason));
      }
      if (existing) return { certificate: existing, created: false };
      if (!stillEnrolled(await keptEnrolment(tx, input.userId, input.course.id))) {
        throw forbidden(ENROLMENT_ENDED);
      }
      const issuedAt = new Date();
      const expiresAt = expiryDate(issuedAt, VALIDITY_YEARS);
      const certificateNumber = newCertificateNumber(issuedAt);
      const pdfKey = `certificates/${certificateFileName(certificateNumber)}`;
      const [created] = await tx
        .insert(certificates)
        .values({
          certificateNumber,
          userId: input.userId,
          courseId: input.course.id,
          fullName: input.fullName,
          courseName: input.course.title,
          courseCode: input.course.courseCode,
          validityYears: VALIDITY_YEARS,
          issuedAt,
          expiresAt,
          pdfKey,
        })
        .returning();
      if (!created) throw new Error('certificate not written');
      const pdf = await renderCertificatePdf({
        certificateNumber,
        fullName: created.fullName,
        courseName: created.courseName,
        courseCode: created.courseCode,
        issuedAt,
        expiresAt,
        validity: validityLabel(VALIDITY_YEARS),
        verifyUrl: verificationUrl(config.PUBLIC_URL, certificateNumber),
      });
      await store.put(pdfKey, pdf, 'application/pdf', pdf.length);
      storedKey = pdfKey;
      await enqueueEvent(
        tx,
        certificate.certificateIssued,
        {
          certificateNumber,
          userId: input.userId,
          courseId: input.course.id,
          issuedAt: issuedAt.toISOString(),
          expiresAt: expiresAt.toISOString(),
        },
        correlationId,
      );
      businessMetrics.certificatesIssued.inc();
      return { certificate: created, created: true };
    });
  }
};
