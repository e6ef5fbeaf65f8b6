import { randomUUID } from 'node:crypto';
import { certificate } from '@academy/contracts';
import { createEventPublisher, eventually, queryDatabase } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthService, startAuthService } from '../support/auth-service.ts';

let service: AuthService;
let publisher: Awaited<ReturnType<typeof createEventPublisher>>;

beforeAll(async () => {
  service = await startAuthService();
  publisher = await createEventPublisher(service.config.SUBJECT_PREFIX);
});
afterAll(async () => {
  await publisher?.close();
  await service?.stop();
});

const register = async (email: string) =>
  (
    await service.app.inject({
      method: 'POST',
      url: '/users',
      payload: { fullName: 'Katherine Johnson', email, password: 'orbital-mechanics' },
    })
  ).json().user.id as string;

const issue = async (userId: string, certificateNumber: string) => {
  const eventId = randomUUID();
  await publisher.publish(
    certificate.certificateIssued,
    {
      certificateNumber,
      userId,
      courseId: 69,
      issuedAt: new Date().toISOString(),
      expiresAt: new Date().toISOString(),
    },
    eventId,
  );
  return eventId;
};

const certificateMailsTo = (email: string) =>
  queryDatabase(
    service.database.url,
    "SELECT id FROM outgoing_mail WHERE recipient = $1 AND kind = 'certificate-issued'",
    [email],
  );

describe('certificate.certificate.issued.v1', () => {
  it('mails the learner the certificate number and its verification link while Course Updates is on', async () => {
    const userId = await register('kj@example.com');
    await issue(userId, 'ACD-2026-AAAA1111');
    const mail = await service.mailTo('kj@example.com', 'Your Academy certificate is ready');
    expect(mail).toContain('ACD-2026-AAAA1111');
    expect(mail).toContain('http://academy.test/app/verify?number=ACD-2026-AAAA1111');
  });

  it('sends nothing once the learner turned Course Updates off', async () => {
    const userId = await register('dv@example.com');
    const saved = await service.app.inject({
      method: 'PUT',
      url: `/users/${userId}/preferences`,
      headers: { authorization: `Bearer ${service.tokenFor(userId)}` },
      payload: {
        courseUpdates: false,
        assignmentReminders: true,
        discussionReplies: false,
        profileVisibility: true,
        learningProgress: false,
        courseActivity: true,
      },
    });
    expect(saved.statusCode).toBe(200);
    const eventId = await issue(userId, 'ACD-2026-BBBB2222');
    // Once the event is recorded as processed, whatever it queued was committed with it.
    await eventually(async () => {
      const processed = await queryDatabase(
        service.database.url,
        'SELECT 1 FROM processed_events WHERE event_id = $1',
        [eventId],
      );
      if (processed.length === 0) throw new Error('not processed yet');
    });
    expect(await certificateMailsTo('dv@example.com')).toEqual([]);
  });
});
