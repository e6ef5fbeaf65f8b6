import { randomUUID } from 'node:crypto';
import { orders } from '@academy/contracts';
import { createEventPublisher, eventually, queryDatabase } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaughtMail } from '../../../../deploy/local/mail-catcher.ts';
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

const injected = '\r\nBcc: intruder@evil.example\r\nSubject: You won';

const register = (fullName: string, email: string) =>
  service.app.inject({
    method: 'POST',
    url: '/users',
    payload: { fullName, email, password: 'lunar-module-code' },
  });

const caught = (email: string, subject: string) =>
  eventually(() => {
    const mail = service.catcher.messages().findLast((m) => m.to.includes(email) && m.subject === subject);
    if (!mail) throw new Error('not caught yet');
    return mail;
  });

/** Only the one recipient, the fixed subject, and no header the text tried to add. */
const expectCleanHeaders = (mail: CaughtMail, recipient: string, subject: string) => {
  expect(mail.to).toEqual([recipient]);
  expect(mail.subject).toBe(subject);
  expect(Object.keys(mail.headers)).not.toContain('bcc');
  for (const value of Object.values(mail.headers)) expect(value).not.toMatch(/intruder|You won/);
  expect(service.catcher.messages().some((m) => m.to.includes('intruder@evil.example'))).toBe(false);
};

describe('line breaks never reach a mail header', () => {
  it('a name or address with line breaks is a 400 at the form, and nothing is queued', async () => {
    const name = await register(`Margaret${injected}`, 'mh@example.com');
    expect(name.statusCode).toBe(400);
    const address = await register('Margaret Hamilton', `mh@example.com${injected}`);
    expect(address.statusCode).toBe(400);
    const queued = await queryDatabase(
      service.database.url,
      'SELECT 1 FROM outgoing_mail WHERE recipient LIKE $1',
      ['mh@example.com%'],
    );
    expect(queued).toEqual([]);
  });

  it('a stored name with line breaks stays in the body of a password reset mail', async () => {
    expect((await register('Katherine', 'kj@example.com')).statusCode).toBe(201);
    // Data from before the form checked names, or written by another path.
    await queryDatabase(service.database.url, 'UPDATE users SET full_name = $2 WHERE email = $1', [
      'kj@example.com',
      `Katherine${injected}`,
    ]);
    await service.app.inject({
      method: 'POST',
      url: '/password-resets',
      payload: { email: 'kj@example.com' },
    });
    const mail = await caught('kj@example.com', 'Reset your Academy password');
    expectCleanHeaders(mail, 'kj@example.com', 'Reset your Academy password');
    expect(mail.text).toContain('Hello Katherine');
  });

  it("a course title with line breaks in another service's event stays in the receipt's body", async () => {
    const userId = (await register('Evelyn Boyd', 'eb@example.com')).json().user.id as string;
    await publisher.publish(
      orders.orderPaid,
      {
        orderId: randomUUID(),
        userId,
        lines: [{ courseId: 69, kind: 'course', title: `Orbits${injected}`, amountMinor: 1000 }],
        amountMinor: 1000,
        currency: 'INR',
        paidAt: new Date().toISOString(),
      },
      randomUUID(),
    );
    const mail = await caught('eb@example.com', 'Your Academy receipt');
    expectCleanHeaders(mail, 'eb@example.com', 'Your Academy receipt');
    expect(mail.text).toContain('Orbits');
  });
});
