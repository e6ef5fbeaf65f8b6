import type { Profile, User } from '@academy/contracts';
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

export const toProfile = (row: UserRow): Profile => ({
  id: row.id,
  fullName: row.fullName,
  email: row.email,
  role: row.role,
  category: row.category,
  phone_number: row.phoneNumber,
  address: row.address,
  language: row.language,
  timezone: row.timezone,
  billingCycle: row.billingCycle,
  avatarSecureUrl: avatarUrl(row.avatarKey),
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
