import { describe, expect, it } from 'vitest';
import {
  newPasswordProblem,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  passwordChangeProblem,
} from './password-change.ts';

describe('passwordChangeProblem', () => {
  it('requires all three fields', () => {
    expect(
      passwordChangeProblem({ currentPassword: '', newPassword: 'a', confirmPassword: 'a' }),
    ).not.toBeNull();
    expect(
      passwordChangeProblem({ currentPassword: 'x', newPassword: '', confirmPassword: 'a' }),
    ).not.toBeNull();
    expect(
      passwordChangeProblem({ currentPassword: 'x', newPassword: 'a', confirmPassword: '' }),
    ).not.toBeNull();
  });

  it("says the passwords don't match when new and confirmation differ", () => {
    expect(
      passwordChangeProblem({
        currentPassword: 'old',
        newPassword: 'new-secret-1',
        confirmPassword: 'new-secret-2',
      }),
    ).toEqual(PASSWORDS_DO_NOT_MATCH);
    expect(PASSWORDS_DO_NOT_MATCH).toEqual({
      title: "Passwords don't match",
      description: 'Please ensure your new passwords match',
    });
  });

  it('refuses a new password under 10 characters, saying so in a sentence', () => {
    expect(
      passwordChangeProblem({
        currentPassword: 'old',
        newPassword: 'nine-char',
        confirmPassword: 'nine-char',
      }),
    ).toEqual(PASSWORD_TOO_SHORT);
    expect(PASSWORD_TOO_SHORT.description).toBe('Choose a password of at least 10 characters');
    expect(newPasswordProblem('ten-chars!')).toBeNull();
  });

  it('accepts a complete, matching change', () => {
    expect(
      passwordChangeProblem({
        currentPassword: 'old',
        newPassword: 'new-secret-1',
        confirmPassword: 'new-secret-1',
      }),
    ).toBeNull();
  });
});
