import { badRequest } from '@academy/kit';
import { dictionary } from '@zxcvbn-ts/language-common';

// zxcvbn's list of the passwords most often found in breaches (about 49,000, all lower case). The
// minimum length is the contracts' `Password` schema, checked before a request gets here.
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map(String));

/** Refuses a new password that attackers try first, whatever its letter case. */
export const assertUncommonPassword = (password: string) => {
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    throw badRequest(
      'This password is too common: it appears in lists of leaked passwords. Choose one that is harder to guess.',
      'COMMON_PASSWORD',
    );
  }
};
