import { badRequest, conflict, type Executor, HttpError } from '@academy/kit';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AuthContext } from '../context.ts';
import { emailConfirmations, users } from '../db/schema.ts';
import { digest, randomToken } from '../domain/secrets.ts';
import { queueMail } from '../mail/mailbox.ts';
import { appLink, mailsIn } from '../mail/templates.ts';
import { findUserById } from '../queries/users.ts';

type UserRow = typeof users.$inferSelect;

export const CONFIRMATION_TTL_MS = 3 * 24 * 60 * 60 * 1000;
/** "Send again" waits this long after the last link, and sends at most `RESENDS_PER_DAY` a day. */
export const RESEND_INTERVAL_MS = 2 * 60 * 1000;
const RESENDS_PER_DAY = 5;

/** Too soon for another link: 429 with how long to wait. */
export class ResendTooSoon extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(
      429,
      `We just sent you a link. You can ask for another in ${retryAfterSeconds} seconds.`,
      'CONFIRMATION_RESEND_TOO_SOON',
    );
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Makes a fresh confirmation link for the account's current address (older unused ones lapse) and
 * returns where it leads, for the mail that carries it.
 */
export const createConfirmationLink = async (
  tx: Executor,
  user: Pick<UserRow, 'id' | 'email'>,
  publicUrl: string,
) => {
  await tx
    .update(emailConfirmations)
    .set({ usedAt: new Date() })
    .where(and(eq(emailConfirmations.userId, user.id), isNull(emailConfirmations.usedAt)));
  const token = randomToken();
  await tx.insert(emailConfirmations).values({
    userId: user.id,
    email: user.email,
    tokenHash: digest(token),
    expiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS),
  });
  return appLink(publicUrl, `confirm-address/${token}`);
};

/**
 * "Send again": a new link to the account's address, at most one every two minutes and five a day
 * (429 `CONFIRMATION_RESEND_TOO_SOON` with Retry-After); an address already confirmed is a 409.
 */
export const resendConfirmation = (db: AuthContext['db'], userId: string, publicUrl: string) =>
  db.transaction(async (tx) => {
    // One request at a time per account, so two quick clicks cannot both pass the throttle.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('email-confirmation'), hashtext(${userId}))`);
    const user = await findUserById(tx, userId);
    if (user.emailConfirmedAt)
      throw conflict('Your e-mail address is already confirmed', 'ALREADY_CONFIRMED');
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const [latest] = await tx
      .select({ createdAt: emailConfirmations.createdAt })
      .from(emailConfirmations)
      .where(eq(emailConfirmations.userId, userId))
      .orderBy(desc(emailConfirmations.createdAt))
      .limit(1);
    const [sentToday] = await tx
      .select({ n: count() })
      .from(emailConfirmations)
      .where(and(eq(emailConfirmations.userId, userId), gt(emailConfirmations.createdAt, dayAgo)));
    const nextAllowed = latest ? latest.createdAt.getTime() + RESEND_INTERVAL_MS : 0;
    if (nextAllowed > Date.now()) throw new ResendTooSoon(Math.ceil((nextAllowed - Date.now()) / 1000));
    if ((sentToday?.n ?? 0) >= RESENDS_PER_DAY) throw new ResendTooSoon(60 * 60);
    const link = await createConfirmationLink(tx, user, publicUrl);
    await queueMail(tx, mailsIn(user.language).confirmAddressMail(user.email, user.fullName, link));
    return user.email;
  });

/**
 * Opening the link (once, within three days, while the account still has the address it was sent
 * to) marks the address confirmed. Returns the address.
 */
export const confirmAddress = (db: AuthContext['db'], token: string) =>
  db.transaction(async (tx) => {
    const [confirmation] = await tx
      .update(emailConfirmations)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(emailConfirmations.tokenHash, digest(token)),
          isNull(emailConfirmations.usedAt),
          gt(emailConfirmations.expiresAt, new Date()),
        ),
      )
      .returning();
    const [user] = confirmation
      ? await tx
          .update(users)
          .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
          .where(
            and(eq(users.id, confirmation.userId), sql`lower(${users.email}) = lower(${confirmation.email})`),
          )
          .returning()
      : [];
    if (!user) {
      throw badRequest('This confirmation link is invalid or has expired', 'INVALID_CONFIRMATION_TOKEN');
    }
    return user.email;
  });
