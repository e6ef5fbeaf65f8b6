import { randomUUID } from 'node:crypto';
import type { BillingCycle, Profile, RegisterBody, User } from '@academy/contracts';
import type { users } from '../db/schema.ts';

type UserRow = typeof users.$inferSelect;

/** Avatar keys start with `avatars/`; the BFF serves them under /api/v1/avatars/. */
export const avatarUrl = (key: string | null) => (key ? `/api/v1/${key}` : null);

export const toUser = (row: UserRow): User => ({
  id: row.id,
  fullName: row.fullName,
  email: row.email,
  role: row.role,
  category: row.category,
  avatarUrl: avatarUrl(row.avatarKey),
  createdAt: row.createdAt.toISOString(),
});

/** The profile of a user; `billingCycle` is the copy of the cycle orders owns (`billingCycleOf`). */
export const toProfile = (row: UserRow, billingCycle: BillingCycle): Profile => ({
  id: row.id,
  fullName: row.fullName,
  email: row.email,
  role: row.role,
  category: row.category,
  phone_number: row.phoneNumber,
  address: row.address,
  language: row.language,
  timezone: row.timezone,
  billingCycle,
  avatarSecureUrl: avatarUrl(row.avatarKey),
  emailConfirmed: row.emailConfirmedAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/** The user's state as other contexts keep it (auth.user.* events). */
export const toUserState = (row: UserRow) => ({
  userId: row.id,
  fullName: row.fullName,
  email: row.email,
  role: row.role,
  category: row.category,
});

/**
 * The reply to registering an address that already has an account: what a new account would look
 * like, saved nowhere, so the caller cannot tell the two apart.
 */
export const unsavedUser = (body: RegisterBody): User => ({
  id: randomUUID(),
  fullName: body.fullName.trim(),
  email: body.email.trim(),
  role: 'USER',
  category: body.category ?? null,
  avatarUrl: null,
  createdAt: new Date().toISOString(),
});
