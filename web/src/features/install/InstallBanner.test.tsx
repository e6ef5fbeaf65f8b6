import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InstallBanner } from './InstallBanner.tsx';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('the install prompt', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
  });
  afterEach(() => vi.restoreAllMocks());

  it('stays dismissed on the next visit', async () => {
    render(<InstallBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('heading', { name: 'Install on iOS' })).toBeNull();
    cleanup();
    render(<InstallBanner />);
    expect(screen.queryByRole('heading', { name: 'Install on iOS' })).toBeNull();
  });

  it('shows on an iPhone that has not dismissed it', () => {
    render(<InstallBanner />);
    expect(screen.getByRole('heading', { name: 'Install on iOS' })).toBeTruthy();
  });
});
