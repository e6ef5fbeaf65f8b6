import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './ThemeToggle.stories.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

describe('ThemeToggle', () => {
  itRendersEveryStoryAccessibly(stories);

  it('offers the dark theme when light, and the light theme when dark', async () => {
    const onThemeChange = fn();
    const { rerender } = render(<ThemeToggle theme="light" onThemeChange={onThemeChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(onThemeChange).toHaveBeenLastCalledWith('dark');
    rerender(<ThemeToggle theme="dark" onThemeChange={onThemeChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(onThemeChange).toHaveBeenLastCalledWith('light');
  });
});
