import type { Profile } from '@academy/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { testLearner as learner, storeSignedInAs } from '../../app/test-users.ts';
import { PersonalInfoForm } from './PersonalInfoForm.tsx';

const profile: Profile = {
  id: learner.id,
  fullName: learner.fullName,
  email: learner.email,
  role: 'USER',
  category: 'student',
  phone_number: null,
  address: null,
  language: 'English',
  timezone: 'Pacific Time (PT)',
  billingCycle: 'Monthly',
  avatarSecureUrl: null,
  emailConfirmed: true,
  createdAt: learner.createdAt,
};

const renderForm = (cycleFromSubscription = false) =>
  render(
    <Provider store={storeSignedInAs(learner)}>
      <PersonalInfoForm profile={profile} editing cycleFromSubscription={cycleFromSubscription} />
    </Provider>,
  );
const typeEmail = (value: string) => fireEvent.change(screen.getByLabelText(/^Email/), { target: { value } });

describe('the Personal Information form', () => {
  it('asks for the current password once the e-mail is another address, and says a link will be sent', () => {
    renderForm();
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    typeEmail('ada.new@academy.test');
    const password = screen.getByLabelText(/^Current password/) as HTMLInputElement;
    expect(password.required).toBe(true);
    expect(screen.getByText(/We send a link to the new address/)).toBeTruthy();
    // The same address in other letters, or typed back, needs no password.
    typeEmail('ADA@academy.test');
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
  });

  it("leaves a subscriber's billing cycle to the Subscription panel, which prices a switch first", () => {
    renderForm(true);
    const cycle = screen.getByRole('combobox', { name: /^Billing cycle/ });
    expect(cycle.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/switch it in the Subscription panel/)).toBeTruthy();
  });
});
