import { type Database, preparedPer } from '@academy/kit';
import { and, asc, eq, isNull, lte, type Placeholder, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { outgoingMail } from '../db/schema.ts';
import { mailMetrics } from './mail-metrics.ts';
import { repeatEvery } from './repeat-every.ts';
import type { SmtpTransport } from './smtp-transport.ts';

export interface MailSenderOptions {
  db: Database<Record<string, unknown>>;
  transport: SmtpTransport;
  /** The From header, e.g. `Academy <no-reply@academy.example>`; its domain names the Message-IDs. */
  from: string;
  /** After this long without a delivery a mail is kept as failed (an operator can retry it). */
  giveUpAfterMs: number;
  logger: FastifyBaseLogger;
  intervalMs?: number;
}

const FIRST_RETRY_MS = 1000;
const LONGEST_WAIT_MS = 5 * 60 * 1000;

/** 1 s, 2 s, 4 s, … at most 5 minutes, with up to a fifth more so that many waiting mails spread out. */
export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_WAIT_MS) * (1 + Math.random() / 5);

/** The mails due for a try at `now`, as the due mails' partial index (`outgoing_mail_due`) holds them. */
const dueAt = (now: Date | Placeholder) =>
  and(isNull(outgoingMail.sentAt), isNull(outgoingMail.failedAt), lte(outgoingMail.nextAttemptAt, now));

/**
 * The first due mail's id: one prepared read of the partial index, outside a transaction. Nearly every
 * poll (two a second) finds none, and each was a transaction of three statements built anew by drizzle,
 * the largest item of ours in an idle auth service's CPU profile (`loadtests/README.md`, CPU at idle).
 */
const firstDue = preparedPer((db: Database<Record<string, unknown>>) =>
  db
    .select({ id: outgoingMail.id })
    .from(outgoingMail)
    .where(dueAt(sql.placeholder('now')))
    .limit(1)
    .prepare('auth_mail_first_due'),
);

/**
 * RFC 8058 one-click unsubscribe: mail programs show an Unsubscribe button that POSTs
 * `List-Unsubscribe=One-Click` to the URL. The URL is ours (a signed token in base64url), so it
 * cannot carry a line break into the header.
 */
const oneClickUnsubscribe = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** A server that refuses the recipient or the message for good (5xx) gets no second try. */
const refusedForGood = (error: { responseCode?: number; command?: string }) =>
  error.responseCode !== undefined &&
  error.responseCode >= 500 &&
  (error.command === 'RCPT TO' || error.command === 'DATA');

/**
 * Delivers the mail outbox over SMTP. Each mail is claimed in its own transaction (`SKIP LOCKED`, so
 * several replicas share the work) and marked sent in it once the server accepted the message. The
 * Message-ID is the row's id, the same on every try: should the mark be lost after the server accepted
 * (a crash in between), the one resend carries the same id and mail systems treat it as the same message.
 */
export const startMailSender = (options: MailSenderOptions) => {
  const { db, transport, logger } = options;
  const domain = options.from.match(/@([^>\s]+)/)?.[1] ?? 'academy.local';

  /** Whether a mail is due, asked before each claim so that a poll finding none opens no transaction. */
  const anyDue = async () => (await firstDue(db).execute({ now: new Date() })).length > 0;

  /** Sends the next due mail; false when none was due. */
  const sendOne = () =>
    db.transaction(async (tx) => {
      const [mail] = await tx
        .select()
        .from(outgoingMail)
        .where(dueAt(new Date()))
        .orderBy(asc(outgoingMail.nextAttemptAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!mail) return false;
      const attempts = mail.attempts + 1;
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.body,
          ...(mail.html ? { html: mail.html } : {}),
          messageId: `<${mail.id}@${domain}>`,
          date: mail.createdAt,
          ...(mail.listUnsubscribe ? { headers: oneClickUnsubscribe(mail.listUnsubscribe) } : {}),
        });
      } catch (cause) {
        const error = cause as Error & { responseCode?: number; command?: string };
        const givingUp =
          refusedForGood(error) || Date.now() - mail.retryingSince.getTime() >= options.giveUpAfterMs;
        await tx
          .update(outgoingMail)
          .set({
            attempts,
            lastError: error.message.slice(0, 500),
            nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
            ...(givingUp ? { failedAt: new Date() } : {}),
          })
          .where(eq(outgoingMail.id, mail.id));
        mailMetrics.attemptsFailed.inc({ kind: mail.kind });
        if (givingUp) {
          mailMetrics.givenUp.inc({ kind: mail.kind });
          logger.error({ mailId: mail.id, kind: mail.kind, attempts, err: error }, 'mail kept as failed');
        } else {
          logger.warn(
            { mailId: mail.id, kind: mail.kind, attempts, err: error },
            'mail delivery failed; will retry',
          );
        }
        return true;
      }
      await tx.update(outgoingMail).set({ attempts, sentAt: new Date() }).where(eq(outgoingMail.id, mail.id));
      mailMetrics.sent.inc({ kind: mail.kind });
      logger.info({ mailId: mail.id, kind: mail.kind }, 'mail delivered');
      return true;
    });

  const sending = repeatEvery(
    options.intervalMs ?? 500,
    async (stopping) => {
      while (!stopping() && (await anyDue()) && (await sendOne()));
    },
    (error) => logger.warn({ err: error }, 'mail outbox unreachable; will retry'),
  );
  return {
    stop: async () => {
      await sending.stop();
      transport.close();
    },
  };
};
