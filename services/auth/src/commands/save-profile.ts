import type { UpdateProfileBody } from '@academy/contracts';
import type { AuthContext } from '../context.ts';
import { findUserById } from '../queries/users.ts';
import { assertAccountPassword, requestEmailChange } from './change-email.ts';
import { updateUser } from './update-user.ts';

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Saves the profile form. A new address is not saved: it needs the account's password and waits for
 * the link mailed to it (`requestEmailChange`); a change of letter case only is saved at once.
 * Returns the saved user and the address awaiting confirmation, if any.
 */
export const saveProfile = async (
  { db, config, passwords }: Pick<AuthContext, 'db' | 'config' | 'passwords'>,
  userId: string,
  body: UpdateProfileBody,
  correlationId?: string,
) => {
  const user = await findUserById(db, userId);
  const email = body.email?.trim();
  const newAddress = email !== undefined && !sameAddress(email, user.email) ? email : undefined;
  if (newAddress) await assertAccountPassword(passwords, user, body.currentPassword);
  const changes = {
    fullName: body.fullName?.trim(),
    email: newAddress ? undefined : email,
    phoneNumber: body.phone_number,
    address: body.address,
    language: body.language,
    timezone: body.timezone,
  };
  // The unique index cannot refuse this: the only address saved here is the account's own in other letters.
  const saved = await db.transaction(async (tx) => {
    if (newAddress) await requestEmailChange(tx, { config }, user, newAddress);
    return updateUser(tx, user.id, changes, correlationId);
  });
  return { saved, newAddress };
};
