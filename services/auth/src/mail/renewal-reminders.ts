import type { Database } from '@academy/kit';
import { and, eq, gt, isNull, lte, ne, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { subscriptionRenewals, users } from '../db/schema.ts';
import { queueMail } from './mailbox.ts';
import { repeatEvery } from './repeat-every.ts';
import { mailsIn } from './templates.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A week: time to cancel, and close enough that the reminder is not forgotten by the day. */
export const DEFAULT_RENEWAL_REMINDER_DAYS = 7;
const BATCH = 100;

/**
 * Queues the reminder of every yearly subscription that renews within `days` and has not been
 * reminded of this renewal, marking it in the same transaction (so each renewal is reminded once,
 * whichever replica gets there first). Returns how many were queued.
 */
export const queueDueRenewalReminders = (
  db: Database<Record<string, unknown>>,
  options: { publicUrl: string; days: number },
) =>
  db.transaction(async (tx) => {
    const now = new Date();
    const due = await tx
      .select()
      .from(subscriptionRenewals)
      .innerJoin(users, eq(users.id, subscriptionRenewals.userId))
      .where(
        and(
          eq(subscriptionRenewals.renews, true),
          eq(subscriptionRenewals.billingCycle, 'Yearly'),
          gt(subscriptionRenewals.currentPeriodEnd, now),
          lte(subscriptionRenewals.currentPeriodEnd, new Date(now.getTime() + options.days * DAY_MS)),
          or(
            isNull(subscriptionRenewals.remindedPeriodEnd),
            ne(subscriptionRenewals.remindedPeriodEnd, subscriptionRenewals.currentPeriodEnd),
          ),
        ),
      )
      .limit(BATCH)
      .for('update', { of: subscriptionRenewals, skipLocked: true });
    for (const { subscription_renewals: renewal, users: learner } of due) {
      const renewsAt = renewal.currentPeriodEnd!;
      await queueMail(
        tx,
        mailsIn(learner.language).renewalReminderMail(
          learner.email,
          learner.fullName,
          { plan: renewal.plan, renewsAt },
          options.publicUrl,
        ),
      );
      await tx
        .update(subscriptionRenewals)
        .set({ remindedPeriodEnd: renewsAt })
        .where(eq(subscriptionRenewals.subscriptionId, renewal.subscriptionId));
    }
    return due.length;
  });

/** Looks for due renewal reminders now and then (every minute by default) until stopped. */
export const startRenewalReminders = (
  db: Database<Record<string, unknown>>,
  options: { publicUrl: string; days: number; logger: FastifyBaseLogger; intervalMs?: number },
) =>
  repeatEvery(
    options.intervalMs ?? 60_000,
    () => queueDueRenewalReminders(db, options),
    (error) => options.logger.warn({ err: error }, 'renewal reminders not queued; will retry'),
  );
