import { randomUUID } from 'node:crypto';
import { certificate } from '@academy/contracts';
import { queryDatabase } from '@academy/kit/testing';
import { describe, expect, it } from 'vitest';
import { authConsumingEvents } from '../support/event-consumers.ts';

const { auth, register, processed } = authConsumingEvents();

const learner = (email: string) => register(email, 'Katherine Johnson', 'orbital-mechanics');

const issue = async (userId: string, certificateNumber: string) => {
  const eventId = randomUUID();
  await auth.publisher.publish(
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
    auth.service.database.url,
    "SELECT id FROM outgoing_mail WHERE recipient = $1 AND kind = 'certificate-issued'",
    [email],
  );

describe('certificate.certificate.issued.v1', () => {
  it('mails the learner the certificate number and its verification link while Course Updates is on', async () => {
    const userId = await learner('kj@example.com');
    await issue(userId, 'ACD-2026-AAAA1111');
    const mail = await auth.service.mailTo('kj@example.com', 'Your Academy certificate is ready');
    expect(mail).toContain('ACD-2026-AAAA1111');
    expect(mail).toContain('http://academy.test/app/verify?number=ACD-2026-AAAA1111');
  });

  it('sends nothing once the learner turned Course Updates off', async () => {
    const userId = await learner('dv@example.com');
    const saved = await auth.service.app.inject({
      method: 'PUT',
      url: `/users/${userId}/preferences`,
      headers: { authorization: `Bearer ${auth.service.tokenFor(userId)}` },
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
    await processed(eventId);
    expect(await certificateMailsTo('dv@example.com')).toEqual([]);
  });
});
