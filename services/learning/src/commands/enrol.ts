import { learning } from '@academy/contracts';
import { type Executor, enqueueEvent } from '@academy/kit';
import { and, eq } from 'drizzle-orm';
import type { LearningDb } from '../context.ts';
import { activities, enrolments } from '../db/schema.ts';
import { type EnrolmentSource, strongerSource } from '../domain/enrolment-access.ts';

type EnrolInput = { userId: string; course: { id: number; title: string }; source: EnrolmentSource };

/**
 * Enrols a learner in a course once: enrolling again publishes nothing (buying a course held through
 * the subscription only marks it bought, so it stays open when the subscription ends).
 * Shared by the enrolment route and paid orders.
 */
export const enrol = async (db: LearningDb, input: EnrolInput, correlationId?: string) =>
  db.transaction((tx) => enrolWithin(tx, input, correlationId));

/** The same, inside a transaction the caller holds (an event handler's). */
export const enrolWithin = async (tx: Executor, input: EnrolInput, correlationId?: string) => {
  const [created] = await tx
    .insert(enrolments)
    .values({ userId: input.userId, courseId: input.course.id, source: input.source })
    .onConflictDoNothing()
    .returning();
  if (created) {
    await tx.insert(activities).values({
      userId: input.userId,
      type: 'enrolled',
      title: `Enrolled in ${input.course.title}`,
      courseId: input.course.id,
      occurredAt: created.enrolledAt,
    });
    await enqueueEvent(
      tx,
      learning.enrolmentCreated,
      { userId: input.userId, courseId: input.course.id, source: input.source },
      correlationId,
    );
    return { enrolment: created, created: true };
  }
  const [existing] = await tx
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.userId, input.userId), eq(enrolments.courseId, input.course.id)));
  if (!existing) throw new Error('enrolment vanished');
  const source = strongerSource(existing.source, input.source);
  if (source === existing.source) return { enrolment: existing, created: false };
  const [upgraded] = await tx
    .update(enrolments)
    .set({ source })
    .where(and(eq(enrolments.userId, input.userId), eq(enrolments.courseId, input.course.id)))
    .returning();
  return { enrolment: upgraded ?? existing, created: false };
};
