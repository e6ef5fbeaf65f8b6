import { certificate, certificateFileName } from '@academy/contracts';
import { enqueueEvent } from '@academy/kit';
import { and, eq } from 'drizzle-orm';
import type { CertificateContext } from '../context.ts';
import { certificates } from '../db/schema.ts';
import {
  expiryDate,
  newCertificateNumber,
  VALIDITY_YEARS,
  validityLabel,
  verificationUrl,
} from '../domain/certificate-terms.ts';
import { renderCertificatePdf } from '../pdf/render-certificate.ts';

export interface IssueInput {
  userId: string;
  fullName: string;
  course: { id: number; title: string; courseCode: string | null };
}

/**
 * Issues a learner's certificate for a course exactly once. The row is inserted with ON CONFLICT DO
 * NOTHING on (user, course): a racing request waits on the winner's uncommitted row and then finds
 * it, so only the winner renders and stores a PDF. The PDF is stored before the row commits, so a
 * committed certificate always has its file; when the commit fails after all, the file is removed.
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
        .onConflictDoNothing({ target: [certificates.userId, certificates.courseId] })
        .returning();
      if (!created) {
        const [existing] = await tx
          .select()
          .from(certificates)
          .where(and(eq(certificates.userId, input.userId), eq(certificates.courseId, input.course.id)));
        if (!existing) throw new Error('certificate vanished');
        return { certificate: existing, created: false };
      }
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
      return { certificate: created, created: true };
    });
  }
};
