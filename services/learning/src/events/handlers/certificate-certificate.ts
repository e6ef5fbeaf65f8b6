import type { certificate } from '@academy/contracts';
import type { EventHandler } from '@academy/kit';
import { eq } from 'drizzle-orm';
import { activities, certificates, courses } from '../../db/schema.ts';

/** certificate.certificate.issued.v1: counted on the dashboard and shown in recent activity. */
export const recordCertificateIssued: EventHandler<typeof certificate.certificateIssued> = async (
  { data },
  tx,
) => {
  const inserted = await tx
    .insert(certificates)
    .values({
      userId: data.userId,
      courseId: data.courseId,
      certificateNumber: data.certificateNumber,
      issuedAt: new Date(data.issuedAt),
      expiresAt: new Date(data.expiresAt),
    })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 0) return;
  const [course] = await tx.select().from(courses).where(eq(courses.id, data.courseId));
  await tx.insert(activities).values({
    userId: data.userId,
    type: 'certificate_issued',
    title: `Certificate earned: ${course?.title ?? `course ${data.courseId}`}`,
    courseId: data.courseId,
    occurredAt: new Date(data.issuedAt),
  });
};
