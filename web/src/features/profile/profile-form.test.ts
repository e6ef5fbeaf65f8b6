import type { Profile } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { formValuesOf, movesAddress, updateBodyOf } from './profile-form.ts';

const profile = {
  fullName: 'Ada Lovelace',
  email: 'ada@academy.test',
  phone_number: null,
  address: null,
  language: 'English',
  timezone: 'Pacific Time (PT)',
  billingCycle: 'Monthly',
} as Profile;

describe('the profile update body', () => {
  it('sends the current password with a new address only', () => {
    const values = { ...formValuesOf(profile), email: ' ada.new@academy.test ' };
    expect(movesAddress(values, profile)).toBe(true);
    expect(updateBodyOf(values, 'current-password')).toMatchObject({
      email: 'ada.new@academy.test',
      currentPassword: 'current-password',
    });
    expect(updateBodyOf(formValuesOf(profile))).not.toHaveProperty('currentPassword');
  });

  it('treats another letter case as the same address', () => {
    expect(movesAddress({ ...formValuesOf(profile), email: 'ADA@Academy.test' }, profile)).toBe(false);
  });
});
