import { type Activity, certificateDownloadUrl, type EarnedCertificate } from '@academy/contracts';
import { asc, desc, eq } from 'drizzle-orm';
import type { LearningDb } from '../context.ts';
import { activities, certificates, courses } from '../db/schema.ts';

const RECENT_ACTIVITY_LIMIT = 20;

/** The certificates the learner earned, first issued first, with where each downloads. */
export const earnedCertificates = async (db: LearningDb, userId: string): Promise<EarnedCertificate[]> => {
  const rows = await db
    .select({ certificate: certificates, courseTitle: courses.title })
    .from(certificates)
    .leftJoin(courses, eq(courses.id, certificates.courseId))
    .where(eq(certificates.userId, userId))
    .orderBy(asc(certificates.issuedAt));
  return rows.map(({ certificate, courseTitle }) => ({
    courseId: certificate.courseId,
    courseTitle: courseTitle ?? `Course ${certificate.courseId}`,
    certificateNumber: certificate.certificateNumber,
    issuedAt: certificate.issuedAt.toISOString(),
    expiresAt: certificate.expiresAt.toISOString(),
    certificateUrl: certificateDownloadUrl(certificate.certificateNumber),
  }));
};

/** The learner's latest activity, newest first. */
export const recentActivity = async (db: LearningDb, userId: string): Promise<Activity[]> => {
  const rows = await db
    .select({
      type: activities.type,
      title: activities.title,
      courseId: activities.courseId,
      occurredAt: activities.occurredAt,
    })
    .from(activities)
    .where(eq(activities.userId, userId))
    .orderBy(desc(activities.occurredAt), desc(activities.id))
    .limit(RECENT_ACTIVITY_LIMIT);
  return rows.map((row) => ({ ...row, occurredAt: row.occurredAt.toISOString() }));
};
