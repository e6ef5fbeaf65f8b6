import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './InstallPrompt.stories.tsx';

const { Android, Ios } = composeStories(stories);

describe('InstallPrompt', () => {
  itRendersEveryStoryAccessibly(stories);

  it("offers 'Install Now' on Android and can be dismissed", async () => {
    const onInstall = fn();
    const onDismiss = fn();
    render(<Android onInstall={onInstall} onDismiss={onDismiss} />);
    expect(screen.getByRole('region', { name: 'Install App' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Install Now' }));
    expect(onInstall).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('reveals the four iOS steps from the installation guide button', async () => {
    render(<Ios />);
    expect(screen.getByRole('region', { name: 'Install on iOS' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    const guide = screen.getByRole('button', { name: 'Show Installation Guide' });
    await userEvent.click(guide);
    expect(guide.getAttribute('aria-expanded')).toBe('true');
    const steps = screen.getAllByRole('listitem').map((step) => step.textContent);
    expect(steps).toEqual([
      'Open this page in Safari.',
      'Tap the Share button.',
      'Scroll down and tap Add to Home Screen.',
      'Tap Add.',
    ]);
  });
});
