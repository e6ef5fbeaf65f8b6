import { NEW_PASSWORD_MIN_LENGTH } from '../../shared/account-fields.tsx';

export interface PasswordChangeFields {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface FormProblem {
  title: string;
  description: string;
}

export const PASSWORDS_DO_NOT_MATCH: FormProblem = {
  title: "Passwords don't match",
  description: 'Please ensure your new passwords match',
};

export const PASSWORD_TOO_SHORT: FormProblem = {
  title: 'Password too short',
  description: `Choose a password of at least ${NEW_PASSWORD_MIN_LENGTH} characters`,
};

/** Why a new password will be refused, as far as the browser can tell (the server also refuses common ones). */
export function newPasswordProblem(password: string): FormProblem | null {
  return [...password].length < NEW_PASSWORD_MIN_LENGTH ? PASSWORD_TOO_SHORT : null;
}

const FIELDS_REQUIRED: FormProblem = {
  title: 'All fields are required',
  description: 'Please fill in your current password and the new password twice',
};

/** Why the change may not be sent, or null when it may. */
export function passwordChangeProblem(fields: PasswordChangeFields): FormProblem | null {
  if (!fields.currentPassword || !fields.newPassword || !fields.confirmPassword) return FIELDS_REQUIRED;
  if (fields.newPassword !== fields.confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  return newPasswordProblem(fields.newPassword);
}
