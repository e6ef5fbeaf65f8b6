import type { Executor } from '@academy/kit';
import { outgoingMail } from '../db/schema.ts';

/** Queues an e-mail in the same transaction as the change that causes it. */
export const queueMail = (tx: Executor, mail: { recipient: string; subject: string; body: string }) =>
  tx.insert(outgoingMail).values(mail);

export const passwordResetMail = (recipient: string, fullName: string, link: string) => ({
  recipient,
  subject: 'Reset your Academy password',
  body: [
    `Hello ${fullName},`,
    '',
    'Someone asked to reset the password of your Academy account. To choose a new password, open:',
    link,
    '',
    'The link works once and expires in one hour. If you did not ask for this, ignore this e-mail.',
  ].join('\n'),
});
