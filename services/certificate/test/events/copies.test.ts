import { randomUUID } from 'node:crypto';
import { auth } from '@academy/contracts';
import { courseCopyChecks } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CertificateService, eventually, startCertificate } from '../support/certificate-app.ts';

let service: CertificateService;

beforeAll(async () => {
  service = await startCertificate('certificate_copies');
});

afterAll(async () => {
  await service?.close();
});

const account = (userId: string, fullName: string) => ({
  userId,
  fullName,
  email: `${userId}@example.com`,
  role: 'USER' as const,
  category: null,
});
const printedName = async (userId: string) =>
  (
    await service.query<{ full_name: string }>('SELECT full_name FROM learners WHERE user_id = $1', [userId])
  )[0]?.full_name;

describe('the names printed on certificates', () => {
  it('keeps the newest name when the registration or an older rename arrives after a newer rename', async () => {
    const userId = randomUUID();
    await service.publisher.publish(
      auth.userUpdated,
      { ...account(userId, 'Grace Hopper'), avatarUrl: null },
      undefined,
      undefined,
      '2026-11-03T10:00:00.000Z',
    );
    await eventually(async () => expect(await printedName(userId)).toBe('Grace Hopper'));

    const registration = randomUUID();
    const olderRename = randomUUID();
    await service.publisher.publish(
      auth.userRegistered,
      account(userId, 'G. Murray'),
      registration,
      undefined,
      '2026-11-01T10:00:00.000Z',
    );
    await service.publisher.publish(
      auth.userUpdated,
      { ...account(userId, 'Grace Murray'), avatarUrl: null },
      olderRename,
      undefined,
      '2026-11-02T10:00:00.000Z',
    );
    // Both late events were handled (the consumer records each) and neither brought an older name back.
    await eventually(async () =>
      expect(
        await service.query('SELECT 1 FROM processed_events WHERE event_id = ANY($1)', [
          [registration, olderRename],
        ]),
      ).toHaveLength(2),
    );
    expect(await printedName(userId)).toBe('Grace Hopper');

    await service.publisher.publish(
      auth.userUpdated,
      { ...account(userId, 'Grace Brewster Hopper'), avatarUrl: null },
      undefined,
      undefined,
      '2026-11-04T10:00:00.000Z',
    );
    await eventually(async () => expect(await printedName(userId)).toBe('Grace Brewster Hopper'));
  });
});

// The kit's checks, as for every copy of the catalogue's courses: a course's events have separate consumers.
describe("the copy of the catalogue's courses", () => {
  it('keeps a published course published when an older draft update arrives after it', () =>
    courseCopyChecks(service).keepsTheNewest());

  it('keeps a deleted course deleted when an older update arrives after the deletion', () =>
    courseCopyChecks(service).staysDeleted());

  it('never keeps a course live whose deletion was handled before its first publication', () =>
    courseCopyChecks(service).staysDeletedWhenNeverSeen());
});
