import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './ConfirmDialog.stories.tsx';

const { Open, WithTrigger } = composeStories(stories);

describe('ConfirmDialog', () => {
  itRendersEveryStoryAccessibly(stories);

  it('confirms through Confirm and closes', async () => {
    const onConfirm = fn();
    render(<Open onConfirm={onConfirm} />);
    expect(screen.getByRole('alertdialog', { name: 'Log out?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('starts on Cancel, and Cancel closes without confirming', async () => {
    const onConfirm = fn();
    render(<WithTrigger onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(cancel);
    await userEvent.click(cancel);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
