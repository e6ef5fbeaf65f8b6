import type { Preferences } from '@academy/contracts';
import { belongsToUuid, createdAt, randomId, timestamptz } from '@academy/kit';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const defaultPreferences: Preferences = {
  courseUpdates: true,
  assignmentReminders: true,
  discussionReplies: false,
  profileVisibility: true,
  learningProgress: false,
  courseActivity: true,
};

export const users = pgTable(
  'users',
  {
    id: randomId(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['USER', 'ADMIN'] })
      .notNull()
      .default('USER'),
    category: text('category', { enum: ['student', 'professional'] }),
    /** 'Something else', in the learner's words (category stays null). */
    customCategory: text('custom_category'),
    /** Set when the learner closes the category question without answering: it is not asked again. */
    categoryPromptDismissedAt: timestamptz('category_prompt_dismissed_at'),
    phoneNumber: text('phone_number'),
    address: text('address'),
    language: text('language').notNull().default('English'),
    timezone: text('timezone').notNull().default('Pacific Time (PT)'),
    avatarKey: text('avatar_key'),
    /** When the account's current address was shown to be its own (a mailed link opened); null until then. */
    emailConfirmedAt: timestamptz('email_confirmed_at'),
    preferences: jsonb('preferences').$type<Preferences>().notNull().default(defaultPreferences),
    /** When an administrator suspended the account (it cannot log in); null while it may. */
    suspendedAt: timestamptz('suspended_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  // One account per address, whatever its letter case.
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // The admin console's list, newest first.
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/** Rotating refresh tokens; only a SHA-256 of each token is kept. A family shares one login. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: randomId(),
    userId: belongsToUuid('user_id', () => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/**
 * Logins that were ended (logout, a password change or reset, a replayed refresh token), by their
 * family id, which access tokens carry as `sid`. The BFF reads the recent ones to refuse those access
 * tokens before they expire; rows older than a day are of no use to anyone and are pruned.
 */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    userId: belongsToUuid('user_id', () => users.id),
    endedAt: timestamptz('ended_at').notNull().defaultNow(),
  },
  (t) => [index('ended_sessions_ended_at_idx').on(t.endedAt)],
);

/** Single-use password reset tokens, stored hashed, valid for an hour. */
export const passwordResets = pgTable('password_resets', {
  id: randomId(),
  userId: belongsToUuid('user_id', () => users.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: createdAt(),
});

/** A requested move to another address: single-use confirmation tokens, stored hashed, valid for a day. */
export const emailChanges = pgTable('email_changes', {
  id: randomId(),
  userId: belongsToUuid('user_id', () => users.id),
  newEmail: text('new_email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: createdAt(),
});

/**
 * Links that confirm an account's address (mailed at sign-up and on request): single use, stored
 * hashed, valid for three days, and only for the address they were sent to.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: randomId(),
    userId: belongsToUuid('user_id', () => users.id),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_confirmations_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The billing cycle each learner pays or will pay, copied from orders, which owns it: the cycle of their
 * subscription (orders.subscription.changed.v1) or, without one, the cycle they chose for the next
 * (orders.cycle.chosen.v1), whichever was announced last (`changed_at`, the event's `occurredAt`).
 * Shown on the profile; a learner with no row has chosen nothing and is shown Monthly.
 */
export const billingCycles = pgTable('billing_cycles', {
  userId: uuid('user_id').primaryKey(),
  billingCycle: text('billing_cycle', { enum: ['Monthly', 'Yearly'] }).notNull(),
  changedAt: timestamptz('changed_at').notNull(),
});

/**
 * The learners' subscriptions as orders.subscription.changed.v1 last told (newest `version` kept), for
 * the reminder before a yearly renewal; `reminded_period_end` is the renewal already reminded of.
 */
export const subscriptionRenewals = pgTable(
  'subscription_renewals',
  {
    subscriptionId: uuid('subscription_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    plan: text('plan').notNull(),
    billingCycle: text('billing_cycle', { enum: ['Monthly', 'Yearly'] }).notNull(),
    currentPeriodEnd: timestamptz('current_period_end'),
    /** Active and not set to cancel at the period end: it will charge again at `current_period_end`. */
    renews: boolean('renews').notNull(),
    version: integer('version').notNull(),
    remindedPeriodEnd: timestamptz('reminded_period_end'),
  },
  (t) => [index('subscription_renewals_due_idx').on(t.currentPeriodEnd).where(sql`${t.renews}`)],
);

/**
 * The mail outbox: a row is written in the transaction that causes the mail and delivered by the mail
 * sender, which retries with backoff until `sent_at` or, after a long failure, `failed_at` is set. The
 * row id is the message's Message-ID, the same on every try.
 */
export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: randomId(),
    recipient: text('recipient').notNull(),
    kind: text('kind').notNull().default('notice'),
    subject: text('subject').notNull(),
    /** The plain-text part. */
    body: text('body').notNull(),
    html: text('html'),
    /** For a mail the reader can unsubscribe from: the one-click URL of its `List-Unsubscribe` header. */
    listUnsubscribe: text('list_unsubscribe'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    /** Tries since then count towards giving up; an operator's retry sets it anew. */
    retryingSince: timestamptz('retrying_since').notNull().defaultNow(),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    failedAt: timestamptz('failed_at'),
  },
  (table) => [
    index('outgoing_mail_due')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
  ],
);
