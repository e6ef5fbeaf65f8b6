import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './Tabs.stories.tsx';

const { FirstActive } = composeStories(stories);

describe('Tabs', () => {
  itRendersEveryStoryAccessibly(stories);

  it('opens the first tab by default and switches on click', async () => {
    const onValueChange = fn();
    render(<FirstActive onValueChange={onValueChange} />);
    expect(screen.getByRole('tab', { name: 'Notifications' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Choose how you want to be notified');
    await userEvent.click(screen.getByRole('tab', { name: 'Privacy' }));
    expect(onValueChange).toHaveBeenCalledWith('privacy');
    expect(screen.getByRole('tabpanel').textContent).toBe('Control your privacy and security preferences');
  });

  it('moves between tabs with the arrow keys, skipping disabled ones', async () => {
    render(<FirstActive />);
    await userEvent.click(screen.getByRole('tab', { name: 'Notifications' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Privacy' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Notifications' }));
  });
});
