import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../shared/i18n/i18n.ts';
import { errorMessage } from './error-message.ts';
import { validationSentence } from './validation-messages.ts';

const validation = (message: string) => ({ status: 400, data: { message, code: 'VALIDATION' } });

describe('validation replies shown to people', () => {
  it('turns a reset link too short for the schema into a sentence about the link', () => {
    expect(errorMessage(validation('resetToken must NOT have fewer than 20 characters'), 'Failed')).toBe(
      'This password reset link is incomplete or no longer valid. Please ask for a new one.',
    );
  });

  it('names fields in words and says what the rule asks', () => {
    expect(validationSentence('fullName must NOT have fewer than 2 characters')).toBe(
      'Full name must be at least 2 characters long.',
    );
    expect(validationSentence('email must match format "email"')).toBe(
      'E-mail address must be a valid e-mail address, like name@example.com.',
    );
    expect(validationSentence('phone_number is required')).toBe('Phone number is required.');
    expect(validationSentence('billingCycle must be one of: Monthly, Yearly')).toBe(
      'Billing cycle must be one of: Monthly, Yearly.',
    );
    expect(validationSentence('maxRedemptions must be >= 1')).toBe('Max redemptions must be 1 or more.');
  });

  it('never shows a schema rule it does not know; a sentence the schema wrote stays', () => {
    expect(validationSentence('thumbnail_path must match pattern "^[a-z]+$"')).toBe(
      'Some of the information entered is not valid. Please check the form and try again.',
    );
    expect(validationSentence('Choose a password of at least 10 characters')).toBe(
      'Choose a password of at least 10 characters',
    );
  });

  it('are in Hindi while Hindi is on screen', async () => {
    await switchLanguage('hi');
    try {
      expect(validationSentence('email must match format "email"')).toBe(
        'ई-मेल पता एक मान्य ई-मेल पता होना चाहिए, जैसे name@example.com।',
      );
      expect(validationSentence('fullName must NOT have fewer than 2 characters')).toBe(
        'पूरा नाम में कम से कम 2 अक्षर होने चाहिए।',
      );
    } finally {
      await switchLanguage('en');
    }
  });

  it("leaves other errors' messages as the server wrote them", () => {
    expect(errorMessage({ status: 409, data: { message: 'Coupon already used', code: 'TAKEN' } }, 'x')).toBe(
      'Coupon already used',
    );
  });
});
