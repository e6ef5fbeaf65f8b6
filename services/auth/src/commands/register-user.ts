import { auth, type RegisterBody } from '@academy/contracts';
import { businessMetrics, enqueueEvent } from '@academy/kit';
import type { AuthContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { assertUncommonPassword } from '../domain/password-policy.ts';
import { queueMail } from '../mail/mailbox.ts';
import { mailsIn } from '../mail/templates.ts';
import { toUserState } from '../queries/user-view.ts';
import { findUserByEmail } from '../queries/users.ts';
import { createConfirmationLink } from './confirm-address.ts';

/**
 * Creates an account and records `auth.user.registered.v1` and the welcome mail (with the link that
 * confirms the address) in the same transaction, and returns it.
 * For an address that already has an account it creates nothing, mails that address's owner instead
 * and returns undefined: the caller answers alike, so registering reveals no account. The password is
 * hashed either way, so both take about as long.
 */
export const registerUser = async (
  { db, config, passwords }: Pick<AuthContext, 'db' | 'config' | 'passwords'>,
  body: RegisterBody,
  correlationId?: string,
) => {
  await assertUncommonPassword(body.password);
  const passwordHash = await passwords.hash(body.password);
  const email = body.email.trim();
  return db.transaction(async (tx) => {
    // The unique index on lower(email) is the only one a new row can meet: nothing is inserted for a
    // taken address, even by a registration running at the same moment.
    const [created] = await tx
      .insert(users)
      .values({ fullName: body.fullName.trim(), email, passwordHash, category: body.category })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const owner = await findUserByEmail(tx, email);
      if (owner)
        await queueMail(
          tx,
          mailsIn(owner.language).accountExistsMail(owner.email, owner.fullName, config.PUBLIC_URL),
        );
      return undefined;
    }
    await enqueueEvent(tx, auth.userRegistered, toUserState(created), correlationId);
    const confirmLink = await createConfirmationLink(tx, created, config.PUBLIC_URL);
    await queueMail(
      tx,
      mailsIn(created.language).welcomeMail(created.email, created.fullName, confirmLink, config.PUBLIC_URL),
    );
    businessMetrics.signUps.inc();
    return created;
  });
};
