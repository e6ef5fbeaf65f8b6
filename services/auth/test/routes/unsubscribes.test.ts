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
      payload: { fullName: 'Mary Jackson', email, password: 'wind-tunnel-data' },
    })
  ).json().user.id as string;

/** Issues a certificate to the learner and waits until auth has processed the event. */
const issueCertificate = async (userId: string, certificateNumber: string) => {
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
  await eventually(async () => {
    const processed = await queryDatabase(
      service.database.url,
      'SELECT 1 FROM processed_events WHERE event_id = $1',
      [eventId],
    );
    if (processed.length === 0) throw new Error('not processed yet');
  });
};

const certificateMailsTo = async (email: string) =>
  (
    await queryDatabase<{ body: string }>(
      service.database.url,
      "SELECT body FROM outgoing_mail WHERE recipient = $1 AND kind = 'certificate-issued' ORDER BY created_at",
      [email],
    )
  ).map((row) => row.body);

const preferencesOf = async (userId: string) =>
  (
    await queryDatabase<{ preferences: Record<string, boolean> }>(
      service.database.url,
      'SELECT preferences FROM users WHERE id = $1',
      [userId],
    )
  )[0]?.preferences;

/** The caught mail of that subject to the address, with its headers. */
const caught = (email: string, subject: string) =>
  eventually(() => {
    const mail = service.catcher.messages().findLast((m) => m.to.includes(email) && m.subject === subject);
    if (!mail) throw new Error('not caught yet');
    return mail;
  });

const page = (token: string) => ({
  read: () => service.app.inject({ method: 'GET', url: `/unsubscribes/${token}` }),
  set: (subscribed: unknown) =>
    service.app.inject({ method: 'PUT', url: `/unsubscribes/${token}`, payload: { subscribed } }),
  oneClick: () => service.app.inject({ method: 'POST', url: `/unsubscribes/${token}` }),
});

describe('unsubscribing from a mail', () => {
  it('the certificate mail carries List-Unsubscribe with one-click POST; its POST stops the next one, the undo brings them back', async () => {
    const userId = await register('mj@example.com');
    await issueCertificate(userId, 'ACD-2026-CCCC3333');
    const mail = await caught('mj@example.com', 'Your Academy certificate is ready');
    const header = mail.headers['list-unsubscribe'] ?? '';
    const token =
      header.match(/^<http:\/\/academy\.test\/api\/v1\/mail\/unsubscribe\/([\w.-]+)>$/)?.[1] ?? '';
    expect(token).not.toBe('');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`Unsubscribe: http://academy.test/app/unsubscribe/${token}`);
    expect(mail.html).toContain(`href="http://academy.test/app/unsubscribe/${token}"`);

    const link = page(token);
    expect((await link.read()).json()).toMatchObject({
      preference: 'courseUpdates',
      label: 'Course Updates',
      subscribed: true,
    });
    expect((await link.oneClick()).statusCode).toBe(200);
    expect(await preferencesOf(userId)).toEqual({
      courseUpdates: false,
      assignmentReminders: true,
      discussionReplies: false,
      profileVisibility: true,
      learningProgress: false,
      courseActivity: true,
    });
    // Twice is the same as once.
    expect((await link.oneClick()).statusCode).toBe(200);
    expect((await link.read()).json()).toMatchObject({ subscribed: false });

    await issueCertificate(userId, 'ACD-2026-DDDD4444');
    expect(await certificateMailsTo('mj@example.com')).toHaveLength(1);

    const undone = await link.set(true);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({
      subscribed: true,
      message: 'You will get Course Updates e-mails again.',
    });
    await issueCertificate(userId, 'ACD-2026-EEEE5555');
    const mails = await certificateMailsTo('mj@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain('ACD-2026-EEEE5555');
  });

  it('the page turns the setting off with a message; a forged or altered link changes nothing', async () => {
    const userId = await register('dh@example.com');
    await issueCertificate(userId, 'ACD-2026-FFFF6666');
    const mail = await caught('dh@example.com', 'Your Academy certificate is ready');
    const token = mail.text.match(/\/app\/unsubscribe\/([\w.-]+)/)?.[1] ?? '';

    for (const forged of [
      `${userId}.courseUpdates.${'A'.repeat(43)}`,
      token.replace('courseUpdates', 'discussionReplies'),
      // One character of the signature changed (to a letter it is not).
      `${token.slice(0, -10)}${token.at(-10) === 'x' ? 'y' : 'x'}${token.slice(-9)}`,
    ]) {
      for (const attempt of [page(forged).read(), page(forged).oneClick(), page(forged).set(false)]) {
        const response = await attempt;
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'INVALID_UNSUBSCRIBE_LINK' });
      }
    }
    expect((await page(token).set('no')).statusCode).toBe(400);
    expect((await preferencesOf(userId))?.courseUpdates).toBe(true);

    const off = await page(token).set(false);
    expect(off.json()).toMatchObject({
      subscribed: false,
      message: 'You will no longer get Course Updates e-mails. Security and account e-mails still come.',
    });
    expect((await preferencesOf(userId))?.courseUpdates).toBe(false);
  });

  it('security mails never carry an unsubscribe link and go whatever the settings', async () => {
    const userId = await register('ks@example.com');
    await queryDatabase(
      service.database.url,
      `UPDATE users SET preferences = '{"courseUpdates":false,"assignmentReminders":false,"discussionReplies":false,"profileVisibility":false,"learningProgress":false,"courseActivity":false}' WHERE id = $1`,
      [userId],
    );
    await service.app.inject({
      method: 'POST',
      url: '/password-resets',
      payload: { email: 'ks@example.com' },
    });
    const reset = await caught('ks@example.com', 'Reset your Academy password');
    const welcome = await caught('ks@example.com', 'Welcome to the Academy');
    for (const mail of [reset, welcome]) {
      expect(mail.headers['list-unsubscribe']).toBeUndefined();
      expect(mail.headers['list-unsubscribe-post']).toBeUndefined();
      expect(mail.text).not.toMatch(/unsubscribe/i);
    }
  });
});
