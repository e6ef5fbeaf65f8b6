import assert from 'node:assert/strict';
import { randomInt, randomUUID } from 'node:crypto';
import { type EventData, type EventDefinition, learning } from '@academy/contracts';
import { publishHandled, type ServiceWithCopies } from './late-events.ts';

/**
 * The checks every service keeping a copy of learning's enrolments (`table`, by the kit's `enrolmentCopy`)
 * passes, written once. An enrolment and its revocation have separate consumers, so the revocation may
 * be applied first.
 */
export const enrolmentCopyChecks = (
  service: ServiceWithCopies,
  table: 'owned_courses' | 'course_access' = 'owned_courses',
) => {
  const enrolled = async (userId: string, courseId: number) =>
    (
      await service.query<{ enrolled: boolean }>(
        `SELECT enrolled FROM ${table} WHERE user_id = $1 AND course_id = $2`,
        [userId, courseId],
      )
    )[0]?.enrolled;
  const at = (hour: number) => `2026-11-01T${String(hour).padStart(2, '0')}:00:00.000Z`;
  const handled = <E extends EventDefinition>(event: E, data: EventData<E>, hour: number) =>
    publishHandled(service, event, data, at(hour));

  return {
    /**
     * A refund's revocation handled before the enrolment it ends leaves the learner without the course;
     * buying it again later enrols them again.
     */
    revocationWinsOverALateEnrolment: async () => {
      const userId = randomUUID();
      const courseId = randomInt(1_000_000, 2_000_000_000);
      await handled(learning.enrolmentRevoked, { userId, courseId, reason: 'refunded' }, 11);
      await handled(learning.enrolmentCreated, { userId, courseId, source: 'order' }, 10);
      assert.equal(await enrolled(userId, courseId), false);
      await handled(learning.enrolmentCreated, { userId, courseId, source: 'order' }, 12);
      assert.equal(await enrolled(userId, courseId), true);
    },
  };
};
