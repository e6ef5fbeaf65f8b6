import { badRequest } from '@academy/kit';

// zxcvbn's list of the passwords most often found in breaches (about 49,000, all lower case), loaded by
// the first password checked rather than at start: with its package's other word lists it is about 4 MB of
// memory that an idle auth process does without. The minimum length is the contracts' `Password` schema,
// checked before a request gets here.
let commonPasswords: Promise<Set<string>> | undefined;
const loadCommonPasswords = () =>
  (commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map(String)),
  ));

/** Refuses a new password that attackers try first, whatever its letter case. */
export const assertUncommonPassword = async (password: string) => {
  if ((await loadCommonPasswords()).has(password.toLowerCase())) {
    throw badRequest(
      'This password is too common: it appears in lists of leaked passwords. Choose one that is harder to guess.',
      'COMMON_PASSWORD',
    );
  }
};
