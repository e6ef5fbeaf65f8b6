import type { certificate } from '@academy/contracts';
import type { EventHandler } from '@academy/kit';
import { certificates } from '../../db/schema.ts';

/** certificate.certificate.issued.v1: a course with a certificate is no longer refunded. */
export const recordCertificate: EventHandler<typeof certificate.certificateIssued> = async ({ data }, tx) => {
  await tx
    .insert(certificates)
    .values({ userId: data.userId, courseId: data.courseId, issuedAt: new Date(data.issuedAt) })
    .onConflictDoNothing();
};
