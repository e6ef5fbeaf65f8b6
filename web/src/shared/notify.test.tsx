import { Toaster } from '@academy/ui-kit';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hiMessages } from './i18n/hi-messages.ts';
import { switchLanguage } from './i18n/i18n.ts';
import { notify } from './notify.tsx';

afterEach(async () => {
  await act(() => switchLanguage('en'));
});

describe('notify', () => {
  it('shows a toast made just before the language switches in the new language', async () => {
    render(<Toaster />);
    act(() => notify('success', 'Profile updated successfully', 'Your changes have been saved'));
    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();

    await act(() => switchLanguage('hi'));
    expect(screen.getByText(hiMessages['Profile updated successfully'] ?? '')).toBeTruthy();
    expect(screen.getByText(hiMessages['Your changes have been saved'] ?? '')).toBeTruthy();
    expect(screen.queryByText('Profile updated successfully')).toBeNull();
  });
});
