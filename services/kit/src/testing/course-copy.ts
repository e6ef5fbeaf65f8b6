import assert from 'node:assert/strict';
import { randomInt, randomUUID } from 'node:crypto';
import { catalogue } from '@academy/contracts';
import { eventually } from './eventually.ts';
import { publishHandled, type ServiceWithCopies } from './late-events.ts';

type Kept = { title: string; deleted: boolean; changed_at: Date };

/**
 * The checks every service keeping a copy of the catalogue's courses (`courses`, by `keepNewerCopy`)
 * passes, written once: each service's test runs them against itself. A course's `published` and
 * `updated` events have separate consumers, so a state announced earlier may be applied later.
 */
export const courseCopyChecks = (service: ServiceWithCopies) => {
  const state = (courseId: number, title: string, published: boolean) => ({
    ...catalogue.coursePublished.example,
    courseId,
    title,
    published,
  });
  const kept = async (courseId: number) =>
    (
      await service.query<Kept>('SELECT title, deleted, changed_at FROM courses WHERE id = $1', [courseId])
    )[0];
  const course = () => randomInt(1_000_000, 2_000_000_000);

  return {
    /** A draft's update applied after the course was published does not unpublish it. */
    keepsTheNewest: async () => {
      const courseId = course();
      const publishedAt = '2026-11-02T10:00:00.000Z';
      await service.publisher.publish(
        catalogue.coursePublished,
        state(courseId, 'Memory Forensics', true),
        randomUUID(),
        undefined,
        publishedAt,
      );
      await eventually(async () => assert.equal((await kept(courseId))?.title, 'Memory Forensics'));
      await publishHandled(
        service,
        catalogue.courseUpdated,
        state(courseId, 'Memory Forensics (draft)', false),
        '2026-11-01T10:00:00.000Z',
      );
      assert.deepEqual(await kept(courseId), {
        title: 'Memory Forensics',
        deleted: false,
        changed_at: new Date(publishedAt),
      });
    },

    /** A deleted course stays deleted when an update announced before the deletion arrives after it. */
    staysDeleted: async () => {
      const courseId = course();
      const at = (hour: number) => `2026-11-01T${String(hour).padStart(2, '0')}:00:00.000Z`;
      await service.publisher.publish(
        catalogue.coursePublished,
        state(courseId, 'Network Forensics', true),
        randomUUID(),
        undefined,
        at(9),
      );
      await eventually(async () => assert.equal((await kept(courseId))?.title, 'Network Forensics'));
      await publishHandled(service, catalogue.courseDeleted, { courseId }, at(11));
      await publishHandled(
        service,
        catalogue.courseUpdated,
        state(courseId, 'Network Forensics II', true),
        at(10),
      );
      assert.deepEqual(await kept(courseId), {
        title: 'Network Forensics',
        deleted: true,
        changed_at: new Date(at(11)),
      });
    },

    /**
     * A course deleted before this service saw it published (the deletion's consumer came first) never
     * becomes a live copy when its first `published` arrives afterwards.
     */
    staysDeletedWhenNeverSeen: async () => {
      const courseId = course();
      await publishHandled(service, catalogue.courseDeleted, { courseId }, '2026-11-01T11:00:00.000Z');
      await publishHandled(
        service,
        catalogue.coursePublished,
        state(courseId, 'Cloud Forensics', true),
        '2026-11-01T09:00:00.000Z',
      );
      const copy = await kept(courseId);
      assert.ok(
        copy === undefined || copy.deleted,
        `course ${courseId} is kept live: ${JSON.stringify(copy)}`,
      );
    },
  };
};
