import { describe, expect, it } from 'vitest';
import { PASSWORDS_DO_NOT_MATCH, passwordChangeProblem } from './password-change.ts';

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
