import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { metricsRegistry } from '@academy/kit';
import { eventually, queryDatabase } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailCatcher, startMailCatcher } from '../../../../deploy/local/mail-catcher.ts';
import { type AuthService, startAuthService } from '../support/auth-service.ts';

let service: AuthService;
/** The SMTP server now listening on the service's SMTP port (the support's first, or a restarted one). */
let smtp: MailCatcher;

beforeAll(async () => {
  service = await startAuthService();
  smtp = service.catcher;
});
afterAll(async () => {
  if (smtp !== service?.catcher) await smtp.stop();
  await service?.stop();
});

const register = async (email: string) => {
  const response = await service.app.inject({
    method: 'POST',
    url: '/users',
    payload: { fullName: 'Ada Lovelace', email, password: 'analytical-engine' },
  });
  expect(response.statusCode).toBe(201);
};

const rowsTo = (recipient: string) =>
  queryDatabase<{ id: string; kind: string; attempts: number; sent_at: Date | null; failed_at: Date | null }>(
    service.database.url,
    'SELECT id, kind, attempts, sent_at, failed_at FROM outgoing_mail WHERE recipient = $1 ORDER BY created_at',
    [recipient],
  );

const caughtBy = (catcher: MailCatcher, recipient: string) =>
  catcher.messages().filter((mail) => mail.to.includes(recipient));

const serverDown = async () => {
  await smtp.stop();
};
const serverUp = async () => {
  smtp = await startMailCatcher({ smtpPort: service.catcher.smtpPort });
};

/** The operator's command, as the README gives it: `npm run mail:retry -w services/auth -- [mailId…]`. */
const retryCommand = async (...ids: string[]) =>
  (
    await promisify(execFile)(
      process.execPath,
      [fileURLToPath(new URL('../../src/mail/retry-failed-cli.ts', import.meta.url)), ...ids],
      { env: { ...process.env, DATABASE_URL: service.database.url } },
    )
  ).stdout;

const failedTotal = async () =>
  (await metricsRegistry.getSingleMetric('academy_mail_failed_total')?.get())?.values.reduce(
    (sum, value) => sum + value.value,
    0,
  ) ?? 0;

describe('mail delivery over SMTP', () => {
  it('sends a queued mail once, from MAIL_FROM, with both parts and its outbox id as Message-ID', async () => {
    await register('ada@example.com');
    const mail = await eventually(() => {
      const [caught] = caughtBy(smtp, 'ada@example.com');
      if (!caught) throw new Error('not yet');
      return caught;
    });
    const [row] = await rowsTo('ada@example.com');
    expect(row).toMatchObject({ kind: 'welcome', attempts: 1 });
    expect(row?.sent_at).not.toBeNull();
    expect(mail.messageId).toBe(`<${row?.id}@academy.test>`);
    expect(mail.from).toBe('"Academy" <no-reply@academy.test>');
    expect(mail.subject).toBe('Welcome to the Academy');
    expect(mail.text).toContain('http://academy.test/app/login');
    expect(mail.html).toContain('href="http://academy.test/app/login"');
    expect(caughtBy(smtp, 'ada@example.com')).toHaveLength(1);
  });

  it('keeps a mail while the SMTP server is down and delivers it exactly once when it returns', async () => {
    await serverDown();
    await register('grace@example.com');
    // Two failed tries at least: the outage outlasts the first retry.
    await eventually(async () => {
      const [row] = await rowsTo('grace@example.com');
      if (!row || row.attempts < 2) throw new Error('not retried yet');
      expect(row.sent_at).toBeNull();
    }, 20_000);
    await serverUp();
    await eventually(async () => {
      const [row] = await rowsTo('grace@example.com');
      if (!row?.sent_at) throw new Error('not sent yet');
    }, 20_000);
    const [row] = await rowsTo('grace@example.com');
    const caught = caughtBy(smtp, 'grace@example.com');
    expect(caught).toHaveLength(1);
    expect(caught[0]?.messageId).toBe(`<${row?.id}@academy.test>`);
  });

  it('after the retry period keeps the mail as failed and counts it; an operator retry sends it once', async () => {
    const failedBefore = await failedTotal();
    await serverDown();
    await register('linus@example.com');
    const [queued] = await rowsTo('linus@example.com');
    // As if the server had been down for longer than MAIL_GIVE_UP_AFTER_MINUTES.
    await queryDatabase(
      service.database.url,
      "UPDATE outgoing_mail SET retrying_since = now() - interval '2 hours' WHERE id = $1",
      [queued?.id],
    );
    await eventually(async () => {
      const [row] = await rowsTo('linus@example.com');
      if (!row?.failed_at) throw new Error('not given up yet');
      expect(row.sent_at).toBeNull();
    });
    expect(await failedTotal()).toBe(failedBefore + 1);
    await serverUp();
    expect(await retryCommand()).toBe(`1 failed mail(s) queued again: ${queued?.id}\n`);
    await eventually(async () => {
      const [row] = await rowsTo('linus@example.com');
      if (!row?.sent_at) throw new Error('not sent yet');
      expect(row.failed_at).toBeNull();
    });
    expect(caughtBy(smtp, 'linus@example.com')).toHaveLength(1);
    // Nothing is left to retry: a sent mail is never put back.
    expect(await retryCommand(queued!.id)).toBe('0 failed mail(s) queued again\n');
    // The operator's command starts a process of its own (twice here).
  }, 60_000);
});
