import { NEW_PASSWORD_MIN_LENGTH } from '../../shared/account-fields.tsx';
import { i18n } from '../../shared/i18n/i18n.ts';

export interface PasswordChangeFields {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface FormProblem {
  title: string;
  description: string;
}

// The problems' words are read when shown, so they are in the language on screen at that moment.
export const PASSWORDS_DO_NOT_MATCH: FormProblem = {
  get title() {
    return i18n.t('auth.passwordsDontMatch');
  },
  get description() {
    return i18n.t('auth.pleaseEnsurePasswordsMatch');
  },
};

export const PASSWORD_TOO_SHORT: FormProblem = {
  get title() {
    return i18n.t('auth.passwordTooShort');
  },
  get description() {
    return i18n.t('auth.chooseAPasswordOfAtLeast', { min: NEW_PASSWORD_MIN_LENGTH });
  },
};

/** Why a new password will be refused, as far as the browser can tell (the server also refuses common ones). */
export function newPasswordProblem(password: string): FormProblem | null {
  return [...password].length < NEW_PASSWORD_MIN_LENGTH ? PASSWORD_TOO_SHORT : null;
}

const FIELDS_REQUIRED: FormProblem = {
  get title() {
    return i18n.t('auth.allFieldsAreRequired');
  },
  get description() {
    return i18n.t('auth.pleaseFillInPasswords');
  },
};

/** Why the change may not be sent, or null when it may. */
export function passwordChangeProblem(fields: PasswordChangeFields): FormProblem | null {
  if (!fields.currentPassword || !fields.newPassword || !fields.confirmPassword) return FIELDS_REQUIRED;
  if (fields.newPassword !== fields.confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  return newPasswordProblem(fields.newPassword);
}
