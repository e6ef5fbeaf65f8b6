import { badRequest, conflict, type Executor } from '@academy/kit';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AuthContext } from '../context.ts';
import { emailChanges, type users } from '../db/schema.ts';
import type { PasswordHashing } from '../domain/password-hashing.ts';
import { digest, randomToken } from '../domain/secrets.ts';
import { queueMail } from '../mail/mailbox.ts';
import { mailsIn } from '../mail/templates.ts';
import { findUserByEmail } from '../queries/users.ts';
import { isDuplicateEmail, updateUser } from './update-user.ts';

const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;

type UserRow = typeof users.$inferSelect;

/** Moving an account to another address takes its password, whoever is signed in. */
export const assertAccountPassword = async (
  passwords: PasswordHashing,
  user: UserRow,
  password: string | undefined,
) => {
  if (!password) {
    throw badRequest('Enter your current password to change your e-mail address', 'PASSWORD_REQUIRED');
  }
  if (!(await passwords.verify(user.passwordHash, password))) {
    throw badRequest('Current password is incorrect', 'WRONG_PASSWORD');
  }
};

/** Unconfirmed moves of an account lapse (a newer one, or a password reset, replaces them). */
export const cancelEmailChanges = (tx: Executor, userId: string) =>
  tx
    .update(emailChanges)
    .set({ usedAt: new Date() })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));

/**
 * Asks to move an account to `newEmail`: the current address is told, and the new one gets a
 * single-use link that makes the change. When the new address already has an account, its owner is
 * told instead and no link exists; the caller answers alike, so nobody learns which addresses have
 * accounts.
 */
export const requestEmailChange = async (
  tx: Executor,
  { config }: Pick<AuthContext, 'config'>,
  user: UserRow,
  newEmail: string,
) => {
  await cancelEmailChanges(tx, user.id);
  await queueMail(
    tx,
    mailsIn(user.language).emailChangeNoticeMail(user.email, user.fullName, newEmail, config.PUBLIC_URL),
  );
  const owner = await findUserByEmail(tx, newEmail);
  if (owner) {
    await queueMail(
      tx,
      mailsIn(owner.language).emailInUseMail(owner.email, owner.fullName, config.PUBLIC_URL),
    );
    return;
  }
  const token = randomToken();
  await tx.insert(emailChanges).values({
    userId: user.id,
    newEmail,
    tokenHash: digest(token),
    expiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS),
  });
  const link = new URL(`/app/confirm-email/${token}`, config.PUBLIC_URL).toString();
  await queueMail(tx, mailsIn(user.language).confirmEmailChangeMail(newEmail, user.fullName, link));
};

/** Makes the change a valid, unused link stands for (once) and announces it as `auth.user.updated.v1`. */
export const confirmEmailChange = (db: AuthContext['db'], token: string, correlationId?: string) =>
  db
    .transaction(async (tx) => {
      // Claiming the link and changing the address commit together: a link works exactly once.
      const [change] = await tx
        .update(emailChanges)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailChanges.tokenHash, digest(token)),
            isNull(emailChanges.usedAt),
            gt(emailChanges.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!change) {
        throw badRequest('This confirmation link is invalid or has expired', 'INVALID_EMAIL_CHANGE_TOKEN');
      }
      // Opening the link at the new address shows it is the account's: it counts as confirmed.
      return updateUser(
        tx,
        change.userId,
        { email: change.newEmail, emailConfirmedAt: new Date() },
        correlationId,
      );
    })
    .catch((error) => {
      // Someone signed up with the address after the link was sent.
      if (isDuplicateEmail(error)) {
        throw conflict('This address now belongs to another account', 'EMAIL_TAKEN');
      }
      throw error;
    });
