import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './Switch.stories.tsx';

const { Off, Disabled } = composeStories(stories);

describe('Switch', () => {
  itRendersEveryStoryAccessibly(stories);

  it('is labelled, described, and toggles on click and Space', async () => {
    const onCheckedChange = fn();
    render(<Off onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Course Updates' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Get notified about new lessons and materials',
    );
    await userEvent.click(screen.getByText('Course Updates'));
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('ignores clicks when disabled', async () => {
    const onCheckedChange = fn();
    render(<Disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('switch'));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
