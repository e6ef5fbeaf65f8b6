import type { certificate, EventData, EventEnvelope } from '@academy/contracts';
import type { Executor } from '@academy/kit';
import { certificates } from '../../db/schema.ts';

/** certificate.certificate.issued.v1: a course with a certificate is no longer refunded. */
export const recordCertificate = async (
  { data }: EventEnvelope<EventData<typeof certificate.certificateIssued>>,
  tx: Executor,
) => {
  await tx
    .insert(certificates)
    .values({ userId: data.userId, courseId: data.courseId, issuedAt: new Date(data.issuedAt) })
    .onConflictDoNothing();
};
