import type { certificate, EventData, EventEnvelope } from '@academy/contracts';
import type { Executor } from '@academy/kit';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { queueMail } from '../../mail/mailbox.ts';
import { mailsIn } from '../../mail/templates.ts';
import { type UnsubscribeSigner, unsubscribeLinks } from '../../mail/unsubscribe-links.ts';

/**
 * certificate.certificate.issued.v1: "your certificate is ready", news about the learner's courses, so
 * sent only while the Course Updates notification setting is on (and carrying the way to turn it off).
 */
export const mailCertificateIssued = async (
  { data }: EventEnvelope<EventData<typeof certificate.certificateIssued>>,
  tx: Executor,
  mail: { publicUrl: string; signer: UnsubscribeSigner },
) => {
  const [learner] = await tx.select().from(users).where(eq(users.id, data.userId));
  if (!learner?.preferences.courseUpdates) return;
  const unsubscribe = unsubscribeLinks(mail.signer, mail.publicUrl, learner.id, 'courseUpdates');
  await queueMail(
    tx,
    mailsIn(learner.language).certificateIssuedMail(
      learner.email,
      learner.fullName,
      data,
      mail.publicUrl,
      unsubscribe,
    ),
  );
};
