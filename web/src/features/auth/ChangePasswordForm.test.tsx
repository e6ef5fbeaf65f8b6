import { Toaster, toast } from '@academy/ui-kit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

afterEach(() => {
  act(() => toast.dismiss());
});

describe('ChangePasswordForm', () => {
  it("sends nothing and says the passwords don't match when they differ", async () => {
    const submit = vi.fn(async () => ({ message: 'Password updated' }));
    render(
      <>
        <Toaster />
        <ChangePasswordForm submit={submit} />
      </>,
    );
    fill('Current password', 'old-password');
    fill('New password', 'new-password-1');
    fill('Confirm new password', 'new-password-2');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(screen.getByText('Please ensure your new passwords match')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends nothing while a field is empty', async () => {
    const submit = vi.fn(async () => ({ message: 'Password updated' }));
    render(
      <>
        <Toaster />
        <ChangePasswordForm submit={submit} />
      </>,
    );
    fill('New password', 'new-password-1');
    fill('Confirm new password', 'new-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('All fields are required')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the current and new password once they match, then confirms', async () => {
    const submit = vi.fn(async () => ({ message: 'Password updated' }));
    const onChanged = vi.fn();
    render(
      <>
        <Toaster />
        <ChangePasswordForm submit={submit} onChanged={onChanged} />
      </>,
    );
    fill('Current password', 'old-password');
    fill('New password', 'new-password-1');
    fill('Confirm new password', 'new-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password changed!')).toBeTruthy();
    expect(submit).toHaveBeenCalledWith({ currentPassword: 'old-password', newPassword: 'new-password-1' });
    expect(onChanged).toHaveBeenCalledOnce();
  });
});
