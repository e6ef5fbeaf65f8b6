import type { Preferences } from '@academy/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
    id: uuid('id').primaryKey().defaultRandom(),
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
    categoryPromptDismissedAt: timestamp('category_prompt_dismissed_at', { withTimezone: true }),
    phoneNumber: text('phone_number'),
    address: text('address'),
    language: text('language').notNull().default('English'),
    timezone: text('timezone').notNull().default('Pacific Time (PT)'),
    billingCycle: text('billing_cycle', { enum: ['Monthly', 'Yearly'] })
      .notNull()
      .default('Monthly'),
    avatarKey: text('avatar_key'),
    preferences: jsonb('preferences').$type<Preferences>().notNull().default(defaultPreferences),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One account per address, whatever its letter case.
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Rotating refresh tokens; only a SHA-256 of each token is kept. A family shares one login. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Single-use password reset tokens, stored hashed, valid for an hour. */
export const passwordResets = pgTable('password_resets', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Outgoing e-mail, written with the change that causes it and delivered by the mail relay. */
export const outgoingMail = pgTable('outgoing_mail', {
  id: uuid('id').primaryKey().defaultRandom(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** One support conversation per learner, kept between the learner and the administrators. */
export const supportConversations = pgTable('support_conversations', {
  id: uuid('id').primaryKey().defaultRandom(),
  learnerId: uuid('learner_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  /** The newest message id each side has seen; what is newer from the other side is unread. */
  learnerReadMessageId: integer('learner_read_message_id').notNull().default(0),
  adminReadMessageId: integer('admin_read_message_id').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').notNull(),
    authorRole: text('author_role', { enum: ['USER', 'ADMIN'] }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_messages_conversation_idx').on(t.conversationId, t.id),
    check('support_messages_body_check', sql`char_length(${t.body}) BETWEEN 1 AND 2000`),
  ],
);
