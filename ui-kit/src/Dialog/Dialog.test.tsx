import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './Dialog.stories.tsx';

const { Open, WithTrigger } = composeStories(stories);

describe('Dialog', () => {
  itRendersEveryStoryAccessibly(stories);

  it('is a labelled, described modal dialog', () => {
    render(<Open />);
    const dialog = screen.getByRole('dialog', { name: 'Course Added to Cart' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      '₹9,999',
    );
  });

  it('closes through a DialogClose footer button and reports it', async () => {
    const onOpenChange = fn();
    render(<Open onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('opens from its trigger, moves focus inside and closes on Escape', async () => {
    render(<WithTrigger />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Password' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with the Close button', async () => {
    render(<Open />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
