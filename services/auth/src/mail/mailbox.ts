import type { Executor } from '@academy/kit';
import { outgoingMail } from '../db/schema.ts';
import type { OutgoingMail } from './templates.ts';

/** Queues an e-mail in the same transaction as the change that causes it; the mail sender delivers it. */
export const queueMail = (tx: Executor, mail: OutgoingMail) =>
  tx.insert(outgoingMail).values({
    recipient: mail.recipient,
    kind: mail.kind,
    subject: mail.subject,
    body: mail.text,
    html: mail.html,
    listUnsubscribe: mail.listUnsubscribe,
  });
